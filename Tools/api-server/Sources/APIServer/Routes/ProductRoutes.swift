import Domain
import Hummingbird
import Services

/// The product half of the contract, served through a ``ProductService`` so the server answers
/// exactly what the embedded data answers:
/// `/v1/products/{id}`, `/v1/products?q=&limit=`, `/v1/products/featured?limit=`, `/v1/skus/{id}/product`.
struct ProductRoutes: Sendable {
    let products: ProductService

    /// Search results per request: 1...100, 20 when not given.
    static let searchLimits = 1...100
    static let defaultSearchLimit = 20
    /// Featured products per request: 1...100, 10 when not given.
    static let featuredLimits = 1...100
    static let defaultFeaturedLimit = 10

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/v1/products") { request, _ in try await search(request) }
        router.get("/v1/products/featured") { request, _ in try await featured(request) }
        router.get("/v1/products/{id}") { _, context in try await product(context) }
        router.get("/v1/skus/{id}/product") { _, context in try await productContainingSKU(context) }
    }

    func search(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        guard let term = try query.text("q") else { throw APIError.badRequest("the search needs a 'q' parameter") }
        let limit = try query.integer("limit", in: Self.searchLimits, default: Self.defaultSearchLimit)
        let result = try await products.search(term, limit)
        return try JSONResponse.ok(ProductSearchDTO(result))
    }

    func featured(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let limit = try query.integer("limit", in: Self.featuredLimits, default: Self.defaultFeaturedLimit)
        let result = try await products.featured(limit)
        return try JSONResponse.ok(ProductListDTO(result))
    }

    func product(_ context: some RequestContext) async throws -> Response {
        let id = ProductID(try PathParameter.text("id", in: context))
        return try JSONResponse.ok(ProductDTO(try await products.product(id)))
    }

    func productContainingSKU(_ context: some RequestContext) async throws -> Response {
        let id = SKUID(try PathParameter.text("id", in: context))
        return try JSONResponse.ok(ProductDTO(try await products.productContainingSKU(id)))
    }
}
