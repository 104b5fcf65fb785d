import Domain
import Foundation

extension ProductService {
    /// The products of the v1 HTTP API, each answer checked and turned into domain values by the
    /// DTO transforms. Limits are clamped to what the API accepts (``V1ContractLimits``); a product
    /// or SKU id longer than any the contract allows is not found without a request, and a search
    /// term longer than it allows is cut to its first ``V1ContractLimits/maximumSearchTermLength``
    /// Unicode scalars.
    ///
    /// Endpoints: `GET /v1/products/{id}`, `/v1/products?q=&limit=`, `/v1/products/featured?limit=`,
    /// `/v1/skus/{id}/product`. Not-found errors name the product or SKU as the local service does.
    public static func live(client: HTTPClient) -> ProductService {
        ProductService(
            product: { id in
                guard Self.isContractIdentifier(id.rawValue) else { throw ServiceError.notFound("product \(id)") }
                let dto: ProductDTO = try await client.get(
                    "/v1/products/" + HTTPClient.pathSegment(id.rawValue), notFound: "product \(id)")
                return try Product(dto: dto)
            },
            search: { query, limit in
                let limit = V1ContractLimits.searchResults.clamped(limit)
                let term = String(
                    String.UnicodeScalarView(query.unicodeScalars.prefix(V1ContractLimits.maximumSearchTermLength)))
                let dto: ProductSearchDTO = try await client.get(
                    "/v1/products",
                    query: [URLQueryItem(name: "q", value: term), URLQueryItem(name: "limit", value: "\(limit)")])
                guard dto.results.count <= limit else {
                    throw ServiceError.badPayload("results: \(dto.results.count) results exceed the limit of \(limit)")
                }
                return try ProductSearch(dto: dto)
            },
            productContainingSKU: { sku in
                guard Self.isContractIdentifier(sku.rawValue) else { throw ServiceError.notFound("SKU \(sku)") }
                let dto: ProductDTO = try await client.get(
                    "/v1/skus/" + HTTPClient.pathSegment(sku.rawValue) + "/product", notFound: "SKU \(sku)")
                let product = try Product(dto: dto)
                guard product.sku(id: sku) != nil else {
                    throw ServiceError.badPayload("skus: the product sent for SKU \(sku) does not hold it")
                }
                return product
            },
            featured: { limit in
                let limit = V1ContractLimits.featuredProducts.clamped(limit)
                let dto: ProductListDTO = try await client.get(
                    "/v1/products/featured", query: [URLQueryItem(name: "limit", value: "\(limit)")])
                guard dto.products.count <= limit else {
                    throw ServiceError.badPayload(
                        "products: \(dto.products.count) products exceed the limit of \(limit)")
                }
                return try [Product](dto: dto)
            })
    }

    /// Whether a product or SKU id can exist under the contract: not blank, not too long.
    private static func isContractIdentifier(_ id: String) -> Bool {
        !id.isBlank && id.unicodeScalars.count <= V1ContractLimits.maximumIdentifierLength
    }
}
