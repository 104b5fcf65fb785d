import Domain

/// Everything the product features need from a backend, as a protocol witness: a struct of
/// closures. Swap one closure in a test (`service.search = { ... }`) and keep the rest.
///
/// Presets: ``live(client:)`` (HTTP), ``local(catalog:)`` (the embedded catalog); test values live in
/// `ServicesTestSupport` (`stub`, `failing`, `unimplemented`).
public struct ProductService: Sendable {
    /// The product with this id. Throws ``ServiceError/notFound(_:)`` for an unknown id.
    public var product: @Sendable (_ id: ProductID) async throws -> Product
    /// Products matching the query, best first, at most `limit` of them.
    public var search: @Sendable (_ query: String, _ limit: Int) async throws -> ProductSearch
    /// The product that holds this SKU (so a cart can add a SKU by id).
    public var productContainingSKU: @Sendable (_ sku: SKUID) async throws -> Product
    /// A few products to suggest before the customer has typed anything.
    public var featured: @Sendable (_ limit: Int) async throws -> [Product]

    public init(
        product: @escaping @Sendable (_ id: ProductID) async throws -> Product,
        search: @escaping @Sendable (_ query: String, _ limit: Int) async throws -> ProductSearch,
        productContainingSKU: @escaping @Sendable (_ sku: SKUID) async throws -> Product,
        featured: @escaping @Sendable (_ limit: Int) async throws -> [Product]
    ) {
        self.product = product
        self.search = search
        self.productContainingSKU = productContainingSKU
        self.featured = featured
    }
}
