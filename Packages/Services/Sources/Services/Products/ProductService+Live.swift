import Domain
import Foundation

extension ProductService {
    /// The products of the v1 HTTP API, each answer checked and turned into domain values by the
    /// DTO transforms. Limits are clamped to what the API accepts (1...100).
    ///
    /// Endpoints: `GET /v1/products/{id}`, `/v1/products?q=&limit=`, `/v1/products/featured?limit=`,
    /// `/v1/skus/{id}/product`. Not-found errors name the product or SKU as the local service does.
    public static func live(client: HTTPClient) -> ProductService {
        ProductService(
            product: { id in
                guard !id.rawValue.isBlank else { throw ServiceError.notFound("product \(id)") }
                let dto: ProductDTO = try await client.get(
                    "/v1/products/" + HTTPClient.pathSegment(id.rawValue), notFound: "product \(id)")
                return try Product(dto: dto)
            },
            search: { query, limit in
                let limit = LiveLimits.products.clamped(limit)
                let dto: ProductSearchDTO = try await client.get(
                    "/v1/products",
                    query: [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: "\(limit)")])
                guard dto.results.count <= limit else {
                    throw ServiceError.badPayload("results: \(dto.results.count) results exceed the limit of \(limit)")
                }
                return try ProductSearch(dto: dto)
            },
            productContainingSKU: { sku in
                guard !sku.rawValue.isBlank else { throw ServiceError.notFound("SKU \(sku)") }
                let dto: ProductDTO = try await client.get(
                    "/v1/skus/" + HTTPClient.pathSegment(sku.rawValue) + "/product", notFound: "SKU \(sku)")
                let product = try Product(dto: dto)
                guard product.sku(id: sku) != nil else {
                    throw ServiceError.badPayload("skus: the product sent for SKU \(sku) does not hold it")
                }
                return product
            },
            featured: { limit in
                let limit = LiveLimits.products.clamped(limit)
                let dto: ProductListDTO = try await client.get(
                    "/v1/products/featured", query: [URLQueryItem(name: "limit", value: "\(limit)")])
                guard dto.products.count <= limit else {
                    throw ServiceError.badPayload(
                        "products: \(dto.products.count) products exceed the limit of \(limit)")
                }
                return try [Product](dto: dto)
            })
    }
}
