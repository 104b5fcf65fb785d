import APIServer
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Services
import Testing

/// `POST /v1/orders`: idempotency keys, the catalog checks and what each answer holds.
@Suite struct OrderPlacementTests {
    private let placedAt = Date(timeIntervalSince1970: 1_795_548_600.75)  // 2026-11-24T19:30:00.75Z

    private func server<Value>(_ body: (TestClient) async throws -> Value) async throws -> Value {
        let placedAt = placedAt
        return try await TestServer.withRunningServer(now: { placedAt }, body)
    }

    @Test func theFirstAnswerIs201WithTheOrderAndAReplayIs200WithTheSameBytes() async throws {
        let (product, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let first = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku, quantity: 2))
            #expect(first.status == .created)
            #expect(first.headers[.contentType] == "application/json; charset=utf-8")
            let order = try first.body.decode(OrderDTO.self)
            #expect(order.id == "o-000001")
            #expect(order.status == "placed")
            #expect(order.placedAt == "2026-11-24T19:30:00Z")
            #expect(order.currency == "USD")
            #expect(
                order.lines == [
                    OrderLineDTO(
                        sku: sku.id.rawValue, productId: product.id.rawValue, productName: product.name,
                        variantName: sku.variantName, quantity: 2, price: PriceDTO(sku.price))
                ])
            let replay = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku, quantity: 2))
            #expect(replay.status == .ok)
            #expect(replay.body == first.body)
            #expect(try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders.count == 1)
        }
    }

    @Test func aReplayWithOtherWhitespaceAndKeyOrderIsTheSameRequest() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let price = PriceDTO(sku.price)
        let sale = price.sale.map { #", "sale": "\#($0)""# } ?? ""
        let reordered = """
            { "lines": [ { "price": { "regular": "\(price.regular)"\(sale), "currency": "USD" },
                           "quantity": 1, "sku": "\(sku.id.rawValue)" } ],
              "currency": "USD" }
            """
        try await server { client in
            let first = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku))
            let replay = try await client.placeOrder(key: "key-1", body: ByteBuffer(string: reordered))
            #expect(first.status == .created)
            #expect(replay.status == .ok)
            #expect(replay.body == first.body)
        }
    }

    @Test func theSameKeyWithAnotherBodyIs422() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            #expect(try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku)).status == .created)
            let reuse = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku, quantity: 2))
            #expect(reuse.status == .unprocessableContent)
            #expect(try reuse.body.decode(ErrorDTO.self).error.code == "idempotency_key_reused")
        }
    }

    @Test func keysArePerCustomer() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let alices = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku))
            let bobs = try await client.placeOrder(
                token: OrderRequests.bob, key: "key-1", body: OrderRequests.body(sku))
            #expect(alices.status == .created)
            #expect(bobs.status == .created)
            #expect(try bobs.body.decode(OrderDTO.self).id == "o-000002")
        }
    }

    @Test func aMissingKeyIs400() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let response = try await client.placeOrder(key: nil, body: OrderRequests.body(sku))
            #expect(response.status == .badRequest)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "missing_idempotency_key")
        }
    }

    @Test(arguments: ["has space", String(repeating: "k", count: 256), "key/slash", "ключ"])
    func anInvalidKeyIs400(key: String) async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let response = try await client.placeOrder(key: key, body: OrderRequests.body(sku))
            #expect(response.status == .badRequest)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "bad_request")
        }
    }

    @Test(arguments: ["", "{", #"{"currency":"USD"}"#, #"{"currency":"USD","lines":[{"sku":"x","quantity":"2"}]}"#])
    func aMalformedBodyIs400(body: String) async throws {
        try await server { client in
            let response = try await client.placeOrder(key: "key-1", body: ByteBuffer(string: body))
            #expect(response.status == .badRequest)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "bad_request")
        }
    }

    @Test(arguments: [0, 1_000, -1])
    func aQuantityOutside1To999Is400(quantity: Int) async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let response = try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku, quantity: quantity))
            #expect(response.status == .badRequest)
        }
    }

    @Test func anOrderWithoutLinesIs422EmptyOrder() async throws {
        try await server { client in
            let response = try await client.placeOrder(key: "key-1", body: OrderRequests.body([]))
            #expect(response.status == .unprocessableContent)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "empty_order")
        }
    }

    @Test func anUnknownSKUIs422NamingIt() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let body = OrderRequests.body([
                (sku.id.rawValue, 1, PriceDTO(sku.price)), ("no-such-sku", 1, PriceDTO(sku.price)),
            ])
            let response = try await client.placeOrder(key: "key-1", body: body)
            #expect(response.status == .unprocessableContent)
            let error = try response.body.decode(ErrorDTO.self).error
            #expect(error.code == "unknown_sku")
            #expect(error.message.contains("no-such-sku"))
        }
    }

    @Test func aChangedPriceIs409WithTheChangesAndStoresNothing() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let current = PriceDTO(sku.price)
        let seen = PriceDTO(currency: "USD", regular: "0.01")
        try await server { client in
            let response = try await client.placeOrder(
                key: "key-1", body: OrderRequests.body([(sku.id.rawValue, 1, seen)]))
            #expect(response.status == .conflict)
            let changed = try response.body.decode(PriceChangedDTO.self)
            #expect(changed.error.code == "price_changed")
            #expect(changed.changes == [PriceChangedDTO.Change(sku: sku.id.rawValue, was: seen, now: current)])
            #expect(try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders.isEmpty)
            // The key was not consumed: the same key with the current price places the order.
            #expect(try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku)).status == .created)
        }
    }

    @Test func theSamePriceWrittenWithMoreDecimalsIsNotAChange() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let current = PriceDTO(sku.price)
        let regular = current.regular.contains(".") ? current.regular : current.regular + ".0"
        let padded = PriceDTO(currency: current.currency, regular: regular, sale: current.sale)
        try await server { client in
            let response = try await client.placeOrder(
                key: "key-1", body: OrderRequests.body([(sku.id.rawValue, 1, padded)]))
            #expect(response.status == .created)
        }
    }

    @Test func moreThanTheStockIs409AndStoresNothing() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        try await server { client in
            let response = try await client.placeOrder(
                key: "key-1", body: OrderRequests.body(sku, quantity: sku.stock + 1))
            #expect(response.status == .conflict)
            let error = try response.body.decode(ErrorDTO.self).error
            #expect(error.code == "insufficient_stock")
            #expect(
                error.message
                    == "not enough stock for SKU \(sku.id.rawValue): \(sku.stock + 1) requested, \(sku.stock) available"
            )
            #expect(try await client.get("/v1/orders").body.decode(OrderListDTO.self).orders.isEmpty)
            #expect(
                try await client.placeOrder(key: "key-1", body: OrderRequests.body(sku, quantity: sku.stock)).status
                    == .created)
        }
    }

    @Test func twoLinesOfOneSKUCountTogetherAgainstItsStock() async throws {
        let (_, sku) = try OrderRequests.stockedSKU()
        let line = (sku.id.rawValue, sku.stock, PriceDTO(sku.price))
        try await server { client in
            let response = try await client.placeOrder(
                key: "key-1", body: OrderRequests.body([line, (line.0, 1, line.2)]))
            #expect(response.status == .conflict)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "insufficient_stock")
        }
    }

    @Test func anOrderLargerThanTheOtherRoutesBodyLimitIsAccepted() async throws {
        let skus = try (0..<12).map { try OrderRequests.stockedSKU(skipping: $0).sku }
        let body = OrderRequests.body(skus.map { ($0.id.rawValue, 1, PriceDTO($0.price)) })
        #expect(body.readableBytes > RequestLimits().maximumBodySize)
        try await server { client in
            let response = try await client.placeOrder(key: "key-1", body: body)
            #expect(response.status == .created)
        }
    }
}
