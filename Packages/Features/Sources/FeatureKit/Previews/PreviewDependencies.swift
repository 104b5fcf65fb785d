import Domain
import Services

/// The services a preview runs on: a preset (``preset``, the embedded catalog; ``catalog(_:named:)``,
/// data of the preview's own), with any service swapped for a stub that fails, hangs or finds
/// nothing (``blog(_:)``, ``products(_:)``, ``cart(_:)``). Made afresh for each run, so a
/// preview's in-memory cart starts empty every time.
public struct PreviewDependencies: Sendable, CustomStringConvertible {
    /// What the gallery shows, e.g. "preview preset, blog fails (the server did not answer in time)".
    public let description: String
    private let build: @Sendable () -> Dependencies

    public init(_ description: String, build: @escaping @Sendable () -> Dependencies) {
        self.description = description
        self.build = build
    }

    /// A fresh set of the services.
    public func make() -> Dependencies { build() }

    /// `Dependencies.preview()`: the standard embedded catalog and blog, an in-memory cart.
    public static let preset = PreviewDependencies("preview preset") { Dependencies.preview() }

    /// The preset, for a view whose service is not in `Dependencies` yet (a scaffolded feature's
    /// own, which its preview stubs itself): `description` says how that service behaves.
    public static func ownService(_ description: String) -> PreviewDependencies {
        PreviewDependencies(description) { Dependencies.preview() }
    }

    /// `catalog`'s products and entries (long or unusual text, say), with an in-memory cart; every
    /// other service as in ``preset``.
    public static func catalog(_ catalog: Catalog, named name: String) -> PreviewDependencies {
        PreviewDependencies(name) {
            var dependencies = Dependencies.preview()
            let products = ProductService.local(catalog: catalog)
            dependencies.blog = LocalBlogRepository(catalog: catalog)
            dependencies.products = products
            dependencies.cart = .inMemory(products: products)
            dependencies.backendName = name
            return dependencies
        }
    }

    /// These dependencies with the blog behaving as `behaviour`.
    public func blog(_ behaviour: PreviewServiceBehaviour) -> PreviewDependencies {
        swapping("blog \(behaviour)") { $0.blog = PreviewBlogRepository(behaviour: behaviour) }
    }

    /// These dependencies with the product service behaving as `behaviour`.
    public func products(_ behaviour: PreviewServiceBehaviour) -> PreviewDependencies {
        swapping("products \(behaviour)") { dependencies in
            dependencies.products = ProductService(
                product: { id in try await behaviour.answer(empty: try notFound("product \(id)")) },
                search: { query, _ in
                    try await behaviour.answer(empty: ProductSearch(query: query, results: [], total: 0))
                },
                productContainingSKU: { sku in try await behaviour.answer(empty: try notFound("SKU \(sku)")) },
                featured: { _ in try await behaviour.answer(empty: []) })
        }
    }

    /// These dependencies with the cart behaving as `behaviour` (``PreviewServiceBehaviour/empty``:
    /// every call answers an empty cart).
    public func cart(_ behaviour: PreviewServiceBehaviour) -> PreviewDependencies {
        swapping("cart \(behaviour)") { dependencies in
            dependencies.cart = CartService(
                load: { try await behaviour.answer(empty: Cart()) },
                add: { _, _ in try await behaviour.answer(empty: Cart()) },
                setQuantity: { _, _ in try await behaviour.answer(empty: Cart()) },
                remove: { _ in try await behaviour.answer(empty: Cart()) },
                clear: { try await behaviour.answer(empty: Cart()) })
        }
    }

    private func swapping(
        _ change: String, _ swap: @escaping @Sendable (inout Dependencies) -> Void
    )
        -> PreviewDependencies
    {
        let build = self.build
        return PreviewDependencies("\(description), \(change)") {
            var dependencies = build()
            swap(&dependencies)
            return dependencies
        }
    }
}

/// The "not found" an empty service answers a lookup by id with.
private func notFound<Value>(_ what: String) throws -> Value {
    throw ServiceError.notFound(what)
}

/// A blog whose every call behaves as one ``PreviewServiceBehaviour``.
private struct PreviewBlogRepository: BlogEntryProviding {
    let behaviour: PreviewServiceBehaviour

    func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry {
        try await behaviour.answer(empty: try notFound("blog entry \(entryId)"))
    }

    func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        try await behaviour.answer(empty: Page(items: [], number: page, pageSize: pageSize, totalItems: 0))
    }
}
