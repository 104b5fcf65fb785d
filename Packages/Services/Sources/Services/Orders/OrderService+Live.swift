import Domain
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension OrderService {
    /// The customer's orders on the v1 API, as the customer holding `token`.
    ///
    /// Every call sends `Authorization: Bearer <token>`; a placement also sends its
    /// `Idempotency-Key` and is retried by `retry` (timeouts, lost connections and 5xx, same key,
    /// same body) on `clock`. Answers: 401 → ``ServiceError/unauthorized``; 404 → `.notFound`;
    /// 409 `price_changed` / `insufficient_stock` and 422 `unknown_sku` / `empty_order` →
    /// ``Domain/OrderError``; another 4xx → ``ServiceError/rejected(code:message:)``.
    public static func live(
        client: HTTPClient, token: String, retry: RetryPolicy = .standard,
        clock: some Clock<Duration> = ContinuousClock()
    ) -> OrderService {
        let authorization = ["Authorization": "Bearer \(token)"]
        return OrderService(
            place: { draft, key in
                let body = try JSONCoding.makeEncoder().encode(OrderRequestDTO(draft))
                let headers = authorization.merging(["Idempotency-Key": key.rawValue]) { _, new in new }
                return try await retry.run(clock: clock) {
                    let (data, response) = try await client.exchange("POST", "/v1/orders", headers: headers, body: body)
                    return try OrderAnswer.order(data, response, client: client, notFound: "/v1/orders")
                }
            },
            orders: {
                let (data, response) = try await client.exchange("GET", "/v1/orders", headers: authorization)
                try OrderAnswer.check(data, response, client: client, notFound: "/v1/orders")
                let list: OrderListDTO = try client.decode(data, of: response)
                return try list.orders.enumerated().map { index, dto throws(ServiceError) in
                    try Order(dto: dto, at: FieldPath.root.key("orders").index(index))
                }
            },
            order: { id in
                let path = "/v1/orders/" + HTTPClient.pathSegment(id.rawValue)
                let (data, response) = try await client.exchange("GET", path, headers: authorization)
                return try OrderAnswer.order(data, response, client: client, notFound: "order \(id)")
            })
    }
}

/// Reading the answers of the order routes.
enum OrderAnswer {
    /// The order in a 2xx answer, or the error of any other.
    static func order(_ data: Data, _ response: HTTPURLResponse, client: HTTPClient, notFound: String) throws -> Order {
        try check(data, response, client: client, notFound: notFound)
        let dto: OrderDTO = try client.decode(data, of: response)
        return try Order(dto: dto)
    }

    /// Throws the error an answer outside 2xx stands for.
    static func check(_ data: Data, _ response: HTTPURLResponse, client: HTTPClient, notFound: String) throws {
        let status = response.statusCode
        switch status {
        case 200..<300: return
        case 401: throw ServiceError.unauthorized
        case 404: throw ServiceError.notFound(notFound)
        case 400..<500:
            let error = (try? client.decode(data, of: response) as ErrorDTO)?.error
            let code = error?.code ?? "http_\(status)"
            let message = error?.message ?? "HTTP \(status)"
            throw orderError(code: code, message: message, data: data, response: response, client: client)
                ?? ServiceError.rejected(code: code, message: message)
        default: throw ServiceError.server(status: status)
        }
    }

    /// The ``Domain/OrderError`` a refusal stands for, if it is one.
    private static func orderError(
        code: String, message: String, data: Data, response: HTTPURLResponse, client: HTTPClient
    ) -> OrderError? {
        switch code {
        case "price_changed":
            guard let dto = try? client.decode(data, of: response) as PriceChangedDTO else { return nil }
            let changes = try? dto.changes.enumerated().map { index, change throws(ServiceError) in
                try PriceChange(dto: change, at: FieldPath.root.key("changes").index(index))
            }
            return changes.map(OrderError.priceChanged)
        case "insufficient_stock":
            // "not enough stock for SKU p-0001-a: 5 requested, 2 available"
            guard let match = message.firstMatch(of: /for SKU (\S+): (\d+) requested, (\d+) available/),
                let requested = Int(match.2), let available = Int(match.3)
            else { return nil }
            return .insufficientStock(SKUID(String(match.1)), requested: requested, available: available)
        case "unknown_sku":
            guard let match = message.firstMatch(of: /SKU ([A-Za-z0-9._:-]+)/) else { return nil }
            return .unknownSKU(SKUID(String(match.1)))
        case "empty_order": return .emptyCart
        default: return nil
        }
    }
}

extension OrderService {
    /// Orders without a token: every call throws ``ServiceError/unauthorized`` at once.
    public static var unauthorized: OrderService {
        OrderService(
            place: { _, _ in throw ServiceError.unauthorized },
            orders: { throw ServiceError.unauthorized },
            order: { _ in throw ServiceError.unauthorized })
    }
}
