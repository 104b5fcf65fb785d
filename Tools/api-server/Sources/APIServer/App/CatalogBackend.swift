import Services

/// The services the server answers from: the same local services the app uses for its embedded
/// data, so the server and the embedded data give identical answers.
public struct CatalogBackend: Sendable {
    public var products: ProductService
    public var blog: any BlogEntryProviding

    public init(products: ProductService, blog: any BlogEntryProviding) {
        self.products = products
        self.blog = blog
    }

    /// The embedded catalog; with `hostileText`, one generated with hostile sample text mixed in
    /// (escape sequences and control characters in names), for checking clients print it harmlessly.
    public static func embedded(hostileText: Bool) -> CatalogBackend {
        let catalog = hostileText ? hostileCatalog : Catalog.standard
        return CatalogBackend(products: .local(catalog: catalog), blog: LocalBlogRepository(catalog: catalog))
    }

    /// The standard catalog's sizes and seed with the hostile samples mixed in: `p-hostile-1`… come
    /// first, and the two newest blog entries are hostile.
    static var hostileCatalog: Catalog {
        Catalog.generate(
            productCount: 500, blogEntryCount: 50, seed: Catalog.standardSeed, includeHostileSamples: true)
    }
}
