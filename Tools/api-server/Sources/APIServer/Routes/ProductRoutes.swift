import Domain
import Hummingbird
import Services

/// The product half of the contract, served through a ``ProductService`` so the server answers
/// exactly what the embedded data answers:
/// `/v1/products/{id}`, `/v1/products?q=&limit=`, `/v1/products/featured?limit=`, `/v1/skus/{id}/product`.
/// Sizes and lengths outside ``V1ContractLimits`` are refused with 400.
struct ProductRoutes: Sendable {
    let products: ProductService
    /// Encodes the answers, each product once (the catalog does not change under a running server).
    let encoder: ProductResponseEncoder

    init(products: ProductService, encoder: ProductResponseEncoder = ProductResponseEncoder()) {
        self.products = products
        self.encoder = encoder
    }

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/v1/products") { request, _ in try await search(request) }
        router.get("/v1/products/featured") { request, _ in try await featured(request) }
        router.get("/v1/products/{id}") { _, context in try await product(context) }
        router.get("/v1/skus/{id}/product") { _, context in try await productContainingSKU(context) }
    }

    func search(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        guard let term = try query.text("q") else { throw APIError.badRequest("the search needs a 'q' parameter") }
        guard term.unicodeScalars.count <= V1ContractLimits.maximumSearchTermLength else {
            throw APIError.badRequest(
                "'q' is longer than \(V1ContractLimits.maximumSearchTermLength) characters")
        }
        let limit = try query.integer(
            "limit", in: V1ContractLimits.searchResults, default: V1ContractLimits.defaultSearchResults)
        let result = try await products.search(term, limit)
        return try encoder.search(result)
    }

    func featured(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let limit = try query.integer(
            "limit", in: V1ContractLimits.featuredProducts, default: V1ContractLimits.defaultFeaturedProducts)
        let result = try await products.featured(limit)
        return try encoder.list(result)
    }

    func product(_ context: some RequestContext) async throws -> Response {
        let id = ProductID(try PathParameter.identifier("id", in: context))
        return try encoder.product(try await products.product(id))
    }

    func productContainingSKU(_ context: some RequestContext) async throws -> Response {
        let id = SKUID(try PathParameter.identifier("id", in: context))
        return try encoder.product(try await products.productContainingSKU(id))
    }
}
