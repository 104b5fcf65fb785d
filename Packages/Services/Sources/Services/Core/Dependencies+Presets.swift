import Domain
import Foundation

extension Dependencies {
    /// The app on its embedded data: the standard catalog for blog and products, and in
    /// `dataDirectory` (created when missing) the cart file, the order book (`orders.json`) and the
    /// pending-checkout record. Backend name "embedded data".
    /// - Throws: ``CartStoreError/directoryUnavailable(_:reason:)`` when the directory cannot be
    ///   created or written.
    public static func local(dataDirectory: URL) throws -> Dependencies {
        try local(dataDirectoryPath: dataDirectory.path)
    }

    /// ``local(dataDirectory:)`` from the directory's path: what a one-shot command uses, since its
    /// first `URL` would cost it about 0.4 ms (see ``DurableFile``).
    public static func local(dataDirectoryPath: String) throws -> Dependencies {
        // Each half of the catalog is drawn only when a command reads it, a product or a blog entry
        // made only when a command shows it, and the search index is loaded, not built (start-up time).
        let products = ProductService.standardCatalog()
        let store = CartStore(directoryPath: dataDirectoryPath)
        try store.prepare()
        return Dependencies(
            blog: LocalBlogRepository(generated: { GeneratedBlogEntries.standard }), products: products,
            cart: .persistent(store: store, products: products),
            orders: .local(book: OrderBookStore(directoryPath: dataDirectoryPath), products: products),
            pendingCheckouts: .file(directoryPath: dataDirectoryPath), backendName: "embedded data")
    }

    /// For previews and demos: the standard catalog and an in-memory cart (nothing written to disk).
    public static func preview() -> Dependencies {
        let products = ProductService.standardCatalog()
        return Dependencies(
            blog: LocalBlogRepository(generated: { GeneratedBlogEntries.standard }), products: products,
            cart: .inMemory(products: products), orders: .inMemory(products: products),
            pendingCheckouts: .inMemory(), backendName: "embedded data (preview)")
    }
}

extension ProductService {
    /// The standard catalog's products, made when asked for, with its committed search index.
    fileprivate static func standardCatalog() -> ProductService {
        local(generated: { GeneratedProducts.standard }, index: { _ in GeneratedProducts.standardIndex() })
    }
}
