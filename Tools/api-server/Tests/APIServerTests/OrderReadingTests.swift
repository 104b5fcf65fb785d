import APIServer
import Hummingbird
import Services
import Testing

/// `GET /v1/orders` and `GET /v1/orders/{id}`: the caller's orders only, newest first; another
/// customer's order is as unknown as one that does not exist.
@Suite struct OrderReadingTests {
    @Test func theListHoldsTheCallersOrdersNewestFirst() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await TestServer.withRunningServer { client in
            _ = try await client.placeOrder(key: "a-1", body: OrderRequests.body(sku))
            _ = try await client.placeOrder(token: OrderRequests.bob, key: "b-1", body: OrderRequests.body(sku))
            _ = try await client.placeOrder(key: "a-2", body: OrderRequests.body(sku, quantity: 2))
            let alices = try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders
            #expect(alices.map(\.id) == ["o-000003", "o-000001"])
            let bobs = try await client.get("/v1/orders", token: OrderRequests.bob).body.decode(OrderListDTO.self)
            #expect(bobs.orders.map(\.id) == ["o-000002"])
        }
    }

    @Test func anOrderByIdIsTheOrderPlaced() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await TestServer.withRunningServer { client in
            let placed = try await client.placeOrder(key: "a-1", body: OrderRequests.body(sku))
            let fetched = try await client.get("/v1/orders/o-000001")
            #expect(fetched.status == .ok)
            #expect(fetched.body == placed.body)
        }
    }

    @Test func anotherCustomersOrderIs404() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await TestServer.withRunningServer { client in
            #expect(try await client.placeOrder(key: "a-1", body: OrderRequests.body(sku)).status == .created)
            let response = try await client.get("/v1/orders/o-000001", token: OrderRequests.bob)
            #expect(response.status == .notFound)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "not_found")
        }
    }

    @Test(arguments: ["o-000009", "o-1", "o-0000001", "1", "o-abc", "o-%ZZ"])
    func anUnknownOrMalformedIdIs404Or400(id: String) async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await TestServer.withRunningServer { client in
            _ = try await client.placeOrder(key: "a-1", body: OrderRequests.body(sku))
            let response = try await client.get("/v1/orders/\(id)")
            let code = try response.body.decode(ErrorDTO.self).error.code
            if id.contains("%") {
                #expect(response.status == .badRequest)
            } else {
                #expect(response.status == .notFound)
                #expect(code == "not_found")
            }
        }
    }
}
