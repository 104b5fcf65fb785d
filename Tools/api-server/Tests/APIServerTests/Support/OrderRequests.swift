import APIServer
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Services

/// Order requests for tests: SKUs from the standard catalog, bodies as the contract spells them,
/// and the headers of a customer's request.
enum OrderRequests {
    static let alice = "dev-token-alice"
    static let bob = "dev-token-bob"

    /// A SKU of the standard catalog with stock from `minimum` to 998 (so one more is still a valid
    /// quantity), and its product.
    static func stockedSKU(minimum: Int = 2, skipping: Int = 0) throws -> (product: Product, sku: SKU) {
        let found = Catalog.standard.products.lazy.flatMap { product in
            product.skus.filter { (minimum...998).contains($0.stock) }.map { (product, $0) }
        }
        return try Array(found.dropFirst(skipping).prefix(1)).first.orThrow()
    }

    /// `{"currency":…,"lines":[{"sku","quantity","price"}]}`.
    static func body(_ lines: [(sku: String, quantity: Int, price: PriceDTO)], currency: String = "USD") -> ByteBuffer {
        let dto = lines.map { ["sku": $0.sku, "quantity": $0.quantity, "price": price($0.price)] as [String: Any] }
        let object: [String: Any] = ["currency": currency, "lines": dto]
        return ByteBuffer(
            bytes: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    /// One line of `quantity` of the SKU at its current price.
    static func body(_ sku: SKU, quantity: Int = 1) -> ByteBuffer {
        body([(sku.id.rawValue, quantity, PriceDTO(sku.price))])
    }

    private static func price(_ price: PriceDTO) -> [String: String] {
        var object = ["currency": price.currency, "regular": price.regular]
        object["sale"] = price.sale
        return object
    }

    /// `Authorization: Bearer TOKEN` and, when given, `Idempotency-Key`.
    static func headers(token: String?, key: String? = nil, extra: [String: String] = [:]) -> HTTPFields {
        var pairs = extra
        if let token { pairs["Authorization"] = "Bearer \(token)" }
        if let key { pairs["Idempotency-Key"] = key }
        return TestServer.headers(pairs)
    }
}

extension TestClient {
    /// `POST /v1/orders` as the token's customer.
    func placeOrder(token: String? = OrderRequests.alice, key: String?, body: ByteBuffer) async throws -> TestResponse {
        try await execute(
            uri: "/v1/orders", method: .post, headers: OrderRequests.headers(token: token, key: key), body: body)
    }

    /// `GET uri` as the token's customer.
    func get(_ uri: String, token: String? = OrderRequests.alice) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: OrderRequests.headers(token: token))
    }
}

struct MissingTestValue: Error {}

extension Optional {
    func orThrow() throws -> Wrapped {
        guard let self else { throw MissingTestValue() }
        return self
    }
}
