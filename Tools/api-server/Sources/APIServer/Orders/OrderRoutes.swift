import Foundation
import Hummingbird
import HummingbirdAuth
import Services

/// The orders half of the contract: `POST /v1/orders` (idempotent by `Idempotency-Key`),
/// `GET /v1/orders` and `GET /v1/orders/{id}`, every one for the customer of the request's bearer
/// token only (401 without a known token; another customer's order is 404, never 403).
struct OrderRoutes: Sendable {
    let store: OrderStore
    let check: OrderCheck
    let tokens: CustomerTokens
    /// When an order is placed (cut to the whole second).
    let now: @Sendable () -> Date

    static let path = "/v1/orders"

    func register(on router: Router<ShopRequestContext>) {
        let orders = router.group(RouterPath(Self.path))
            .add(middleware: BearerTokenAuthenticator(tokens: tokens))
            .add(middleware: IsAuthenticatedMiddleware())
        orders.post { request, context in try await place(request, context: context) }
        orders.get { _, context in try await list(context: context) }
        orders.get("{id}") { _, context in try await order(context: context) }
    }

    func place(_ request: Request, context: ShopRequestContext) async throws -> Response {
        let customer = try context.requireIdentity()
        let key = try IdempotencyKeyHeader.key(in: request.headers)
        let order = try await Self.decode(request)
        let canonical = try Self.canonical(order)
        if let earlier = try await store.earlierPlacement(customer: customer, key: key, request: canonical) {
            return try Self.response(earlier)
        }
        let lines = try await check.lines(for: order)
        let placement = try await store.place(
            customer: customer, key: key, request: canonical, currency: order.currency, lines: lines,
            at: OrderDate.wholeSeconds(now()))
        return try Self.response(placement)
    }

    func list(context: ShopRequestContext) async throws -> Response {
        try JSONResponse.ok(OrderListDTO(orders: try await store.orders(of: try context.requireIdentity())))
    }

    func order(context: ShopRequestContext) async throws -> Response {
        let id = try PathParameter.identifier("id", in: context)
        guard let order = try await store.order(id: id, of: try context.requireIdentity()) else {
            throw APIError.notFound("no order \(id)")
        }
        return try JSONResponse.ok(order)
    }

    private static func decode(_ request: Request) async throws -> OrderRequestDTO {
        var request = request
        // RequestLimitsMiddleware has already collected the body within the route's limit.
        let body = try await request.collectBody(upTo: .max)
        do {
            return try JSONCoding.makeDecoder().decode(OrderRequestDTO.self, from: Data(buffer: body))
        } catch {
            throw APIError.badRequest(
                "the body is not an order request: {\"currency\": …, \"lines\": [{\"sku\", \"quantity\", \"price\"}]}")
        }
    }

    /// The request as the idempotency check compares it: the decoded values re-encoded with sorted
    /// keys, so whitespace and key order do not make a retry a different request.
    private static func canonical(_ order: OrderRequestDTO) throws -> String {
        String(decoding: try JSONCoding.makeEncoder().encode(order), as: UTF8.self)
    }

    private static func response(_ placement: OrderStore.Placement) throws -> Response {
        switch placement {
        case .placed(let order): return try JSONResponse.make(status: .created, value: order)
        case .replayed(let order): return try JSONResponse.ok(order)
        case .keyReused:
            throw APIError(
                status: .unprocessableContent, code: "idempotency_key_reused",
                message: "this Idempotency-Key was used with a different order")
        }
    }
}
