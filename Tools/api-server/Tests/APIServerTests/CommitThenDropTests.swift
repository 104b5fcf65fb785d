import APIServer
import Hummingbird
import ProcessTestSupport
import Services
import Testing

/// The `commit-then-drop` fault: the order is stored, then the connection closes without a byte of
/// the answer; `--fault-count` lets a retry of the same key through, which gets the stored order.
@Suite struct CommitThenDropTests {
    private func request(_ body: ByteBuffer, key: String, extra: String = "") -> [UInt8] {
        let head =
            "POST /v1/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + "Authorization: Bearer \(OrderRequests.alice)\r\nIdempotency-Key: \(key)\r\n\(extra)"
            + "Content-Length: \(body.readableBytes)\r\n\r\n"
        return Array(head.utf8) + Array(buffer: body)
    }

    @Test func theFirstPostIsStoredAndDroppedAndItsRetryGetsTheOrder() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let faults = try FaultSettings.fromFlags(
            latencyMilliseconds: nil, failureRate: nil, failureStatus: nil, fault: "commit-then-drop")
        let configuration = APIServerConfiguration(port: 0, faults: faults, faultCount: 1)
        try await TestServer.withRunningServer(configuration) { client in
            let dropped = try await RawHTTPConnection.exchange(
                port: client.port, request(OrderRequests.body(sku), key: "key-1"))
            #expect(dropped.isEmpty, "no byte of the answer: \(String(decoding: dropped, as: UTF8.self))")
            let stored = try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders
            #expect(stored.map(\.id) == ["o-000001"], "the dropped order was committed")
            let retry = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku))
            #expect(retry.status == .ok)
            #expect(try retry.body.decode(OrderDTO.self) == stored.first)
        }
    }

    @Test func withoutACountEveryPostIsDroppedButReadsAreAnswered() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let faults = try FaultSettings.fromFlags(
            latencyMilliseconds: nil, failureRate: nil, failureStatus: nil, fault: "commit-then-drop")
        try await TestServer.withRunningServer(APIServerConfiguration(port: 0, faults: faults)) { client in
            for _ in 0..<2 {
                let dropped = try await RawHTTPConnection.exchange(
                    port: client.port, request(OrderRequests.body(sku), key: "key-1"))
                #expect(dropped.isEmpty)
            }
            #expect(try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders.count == 1)
            #expect(try await client.get("/v1/orders/o-000001").status == .ok)
        }
    }

    @Test func aRefusedOrderIsAnsweredNotDropped() async throws {
        let faults = try FaultSettings.fromFlags(
            latencyMilliseconds: nil, failureRate: nil, failureStatus: nil, fault: "commit-then-drop")
        try await TestServer.withRunningServer(APIServerConfiguration(port: 0, faults: faults)) { client in
            let response = try await client.placeOrder(key: "key-1", body: OrderRequests.body([]))
            #expect(response.status == .unprocessableContent)
        }
    }

    @Test func theHeaderDropsOneRequestWithoutUsingTheCount() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await TestServer.withRunningServer { client in
            let dropped = try await RawHTTPConnection.exchange(
                port: client.port,
                request(OrderRequests.body(sku), key: "key-1", extra: "X-Fault: commit-then-drop\r\n"))
            #expect(dropped.isEmpty)
            #expect(try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku)).status == .ok)
        }
    }

    @Test func theAllowanceRunsOut() {
        let allowance = FaultAllowance(count: 2)
        #expect([allowance.take(), allowance.take(), allowance.take()] == [true, true, false])
        let unlimited = FaultAllowance(count: nil)
        #expect((0..<5).allSatisfy { _ in unlimited.take() })
    }
}
