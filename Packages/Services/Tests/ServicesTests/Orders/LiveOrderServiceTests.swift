import Domain
import Foundation
import Services
import ServicesTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live orders over a stub transport: headers, retries with the same key, and every refusal.
struct LiveOrderServiceTests {
    private let orderJSON = try! String(
        decoding: JSONCoding.makeEncoder().encode(OrderDTO(Fixtures.order)), as: UTF8.self)

    /// Answers the requests in turn with `answers` (status and body), or throws the error given.
    private func transport(_ answers: [Result<(Int, String), URLError>], log: RequestLog) -> HTTPTransport {
        let remaining = Mutex(answers)
        return HTTPTransport { request in
            log.record(request)
            let answer = remaining.withLock { $0.isEmpty ? .success((500, "{}")) : $0.removeFirst() }
            let (status, body) = try answer.get()
            return (
                Data(body.utf8),
                try StubTransport.response(to: request, status: status, contentType: StubTransport.jsonType)
            )
        }
    }

    private func service(_ transport: HTTPTransport, retry: RetryPolicy = .standard) -> OrderService {
        .live(client: stubClient(transport), token: "dev-token-alice", retry: retry, clock: ImmediateClock())
    }

    private func draft() throws -> OrderDraft { try OrderDraft(lines: Fixtures.order.lines) }

    @Test func aPlacementSendsTheTokenTheKeyAndTheConfirmedPrices() async throws {
        let log = RequestLog()
        let key = IdempotencyKey()
        let order = try await service(transport([.success((201, orderJSON))], log: log)).place(try draft(), key)
        #expect(order == Fixtures.order)
        let request = try #require(log.all.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "http://api.test/v1/orders")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer dev-token-alice")
        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.rawValue)
        let body = try JSONDecoder().decode(OrderRequestDTO.self, from: try #require(request.httpBody))
        #expect(body == OrderRequestDTO(try draft()))
    }

    @Test func timeoutsDropsAnd5xxAreRetriedWithTheSameKeyAndBody() async throws {
        let log = RequestLog()
        let answers: [Result<(Int, String), URLError>] = [
            .failure(URLError(.networkConnectionLost)), .success((503, "{}")), .failure(URLError(.timedOut)),
            .success((200, orderJSON)),
        ]
        let order = try await service(transport(answers, log: log)).place(try draft(), IdempotencyKey())
        #expect(order == Fixtures.order)
        #expect(log.all.count == 4)
        #expect(Set(log.all.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }).count == 1)
        #expect(Set(log.all.map(\.httpBody)).count == 1)
    }

    @Test func anAnswerLostInTransitIsRetriedWithTheSameKey() async throws {
        // Linux's URLSession reports a connection dropped after the request as a bad server response.
        let log = RequestLog()
        let answers: [Result<(Int, String), URLError>] = [
            .failure(URLError(.badServerResponse)), .success((200, orderJSON)),
        ]
        let order = try await service(transport(answers, log: log)).place(try draft(), IdempotencyKey())
        #expect(order == Fixtures.order)
        #expect(log.all.count == 2)
    }

    @Test func aMalformedOrderIsNotRetried() async throws {
        let log = RequestLog()
        await #expect(throws: ServiceError.self) {
            try await service(transport([.success((201, "{}"))], log: log)).place(try draft(), IdempotencyKey())
        }
        #expect(log.all.count == 1)
    }

    @Test func retriesStopAtTheTotalDeadlineWithTheLastError() async throws {
        let log = RequestLog()
        let policy = RetryPolicy(initialBackoff: .seconds(1), maximumBackoff: .seconds(2), totalDeadline: .seconds(4))
        await #expect(throws: ServiceError.server(status: 500)) {
            try await service(transport([], log: log), retry: policy).place(try draft(), IdempotencyKey())
        }
        // Waits 1 + 2 = 3 s; the next 2 s would pass 4 s.
        #expect(log.all.count == 3)
    }

    @Test(arguments: [400, 401, 404, 409, 422])
    func aClientErrorIsNeverRetried(_ status: Int) async throws {
        let log = RequestLog()
        _ = try? await service(transport([.success((status, #"{"error":{"code":"x","message":"m"}}"#))], log: log))
            .place(try draft(), IdempotencyKey())
        #expect(log.all.count == 1)
    }

    @Test func aRefusedTokenIsUnauthorized() async throws {
        let body = #"{"error":{"code":"unauthorized","message":"unknown token"}}"#
        await #expect(throws: ServiceError.unauthorized) {
            try await service(transport([.success((401, body))], log: RequestLog())).orders()
        }
    }

    @Test func refusalsBecomeOrderErrors() async throws {
        let changed = #"""
            {"error":{"code":"price_changed","message":"prices changed"},"changes":[{"sku":"fx-oak-chair-natural","was":{"currency":"USD","regular":"249.00","sale":"199.00"},"now":{"currency":"USD","regular":"249.00"}}]}
            """#
        let was = try Price(regular: Money(minorUnits: 24_900, .usd), sale: Money(minorUnits: 19_900, .usd))
        let now = try Price(regular: Money(minorUnits: 24_900, .usd))
        await #expect(throws: OrderError.priceChanged([PriceChange(sku: "fx-oak-chair-natural", was: was, now: now)])) {
            try await service(transport([.success((409, changed))], log: RequestLog())).place(
                try draft(), IdempotencyKey())
        }
        let stock =
            #"{"error":{"code":"insufficient_stock","message":"not enough stock for SKU p-0001-a: 5 requested, 2 available"}}"#
        await #expect(throws: OrderError.insufficientStock("p-0001-a", requested: 5, available: 2)) {
            try await service(transport([.success((409, stock))], log: RequestLog())).place(
                try draft(), IdempotencyKey())
        }
        let unknown = #"{"error":{"code":"unknown_sku","message":"unknown SKU p-9999-x"}}"#
        await #expect(throws: OrderError.unknownSKU("p-9999-x")) {
            try await service(transport([.success((422, unknown))], log: RequestLog())).place(
                try draft(), IdempotencyKey())
        }
        let reused = #"{"error":{"code":"idempotency_key_reused","message":"key reused"}}"#
        await #expect(throws: ServiceError.rejected(code: "idempotency_key_reused", message: "key reused")) {
            try await service(transport([.success((422, reused))], log: RequestLog())).place(
                try draft(), IdempotencyKey())
        }
    }

    @Test func anotherCustomersOrderIsNotFound() async throws {
        let body = #"{"error":{"code":"not_found","message":"no order o-000009"}}"#
        await #expect(throws: ServiceError.notFound("order o-000009")) {
            try await service(transport([.success((404, body))], log: RequestLog())).order("o-000009")
        }
    }

    @Test func theListIsDecodedNewestFirstAsSent() async throws {
        let log = RequestLog()
        let orders = try await service(transport([.success((200, #"{"orders":[\#(orderJSON)]}"#))], log: log)).orders()
        #expect(orders == [Fixtures.order])
        #expect(log.all.first?.value(forHTTPHeaderField: "Authorization") == "Bearer dev-token-alice")
    }
}

/// A clock whose sleeps return at once, moving its time forward by the duration slept.
struct ImmediateClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let elapsed = Elapsed()
    var now: Instant { Instant(offset: elapsed.value) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        elapsed.advance(to: deadline.offset)
    }

    final class Elapsed: Sendable {
        private let state = Mutex(Duration.zero)
        var value: Duration { state.withLock { $0 } }
        func advance(to offset: Duration) { state.withLock { $0 = max($0, offset) } }
    }
}
