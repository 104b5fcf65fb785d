import APIServer
import Foundation
import Hummingbird
import Services
import Testing

/// What only the database gives: orders kept across a restart on the same file, and one order for
/// concurrent posts of one key.
@Suite struct OrderStoreTests {
    @Test func aServerRestartedOnTheSameFileKeepsItsOrdersAndKeys() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("orders-\(UUID().uuidString).sqlite")
            .path
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
        }
        let firstStore = try OrderStore(path: path)
        let placed = try await TestServer.withRunningServer(orders: firstStore) { client in
            try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku))
        }
        try firstStore.close()
        #expect(placed.status == .created)

        let secondStore = try OrderStore(path: path)
        defer { try? secondStore.close() }
        try await TestServer.withRunningServer(orders: secondStore) { client in
            let list = try await client.get("/v1/orders")
            #expect(try list.body.decode(OrderListDTO.self).orders == [try placed.body.decode(OrderDTO.self)])
            let replay = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku))
            #expect(replay.status == .ok)
            #expect(replay.body == placed.body)
            let next = try await client.placeOrder(key: "key-2", body: OrderRequests.body(sku))
            #expect(try next.body.decode(OrderDTO.self).id == "o-000002", "numbering goes on after a restart")
        }
    }

    @Test func concurrentPostsOfOneKeyPlaceOneOrder() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let attempts = 12
        try await TestServer.withRunningServer { client in
            let responses = try await withThrowingTaskGroup(of: TestResponse.self) { group in
                for _ in 0..<attempts {
                    group.addTask { try await client.placeOrder(key: "same-key", body: OrderRequests.body(sku)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(responses.filter { $0.status == .created }.count == 1)
            #expect(responses.filter { $0.status == .ok }.count == attempts - 1)
            let ids = Set(try responses.map { try $0.body.decode(OrderDTO.self).id })
            #expect(ids == ["o-000001"])
            #expect(try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders.count == 1)
        }
    }
}
