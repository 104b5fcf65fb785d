import Foundation
import ProcessTestSupport
import Testing

/// Orders through the dev server (the contract's order routes): a placement retried through a
/// dropped answer, tokens, another customer's order, and orders kept across a restart.
@Suite("Orders through the dev server")
struct LiveOrderTests {
    static let alice = ["VSM_SHOP_TOKEN": "dev-token-alice"]
    static let bob = ["VSM_SHOP_TOKEN": "dev-token-bob"]

    @Test("commit then drop: checkout retries with the same key and ends with one order and an empty cart")
    func retryThroughADroppedAnswer() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let flags = ["--fault", "commit-then-drop", "--fault-count", "1", "--fault-path", "/v1/orders"]
        try await DevServer.with(flags) { server in
            let cli = try await CLI.make(api: server.baseURL, timeout: .seconds(5))
            expectSuccess(try await cli.run(["cart", "add", sku]))
            let checkout = try await cli.run(["cart", "checkout", "--yes"], adding: Self.alice)
            expectSuccess(checkout)
            #expect(try await cli.orderIDs(adding: Self.alice).count == 1)
            #expect(try await cli.cartLines().isEmpty)
            let sync = try await cli.run(["orders", "sync", "--json"], adding: Self.alice)
            expectSuccess(sync)
            #expect(sync.standardOutput.contains("nothingPending"))
        }
    }

    @Test("no token, a wrong token, another customer's order: one clear line, exit 1")
    func tokens() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        try await DevServer.with { server in
            let cli = try await CLI.make(api: server.baseURL, timeout: .seconds(5))
            let missing = try await cli.run(["orders", "list"])
            expectCleanFailure(missing, exitCodes: [1], "no token")
            #expect(missing.standardErrorLines.first?.contains("no token") == true, "\(missing)")

            let wrong = try await cli.run(["orders", "list"], adding: ["VSM_SHOP_TOKEN": "not-a-token"])
            expectCleanFailure(wrong, exitCodes: [1], "wrong token")
            #expect(wrong.standardErrorLines.first?.contains("refused the token") == true, "\(wrong)")

            expectSuccess(try await cli.run(["cart", "add", sku]))
            let refused = try await cli.run(["cart", "checkout", "--yes", "--token", "not-a-token"])
            expectCleanFailure(refused, exitCodes: [1], "checkout with a wrong token")
            // The refused checkout left its record: the right token finishes it, once.
            expectSuccess(try await cli.run(["orders", "sync"], adding: Self.alice))
            let ids = try await cli.orderIDs(adding: Self.alice)
            #expect(ids.count == 1)
            #expect(try await cli.cartLines().isEmpty)

            let other = try await cli.run(["orders", "show", try #require(ids.first)], adding: Self.bob)
            expectCleanFailure(other, exitCodes: [1], "bob asks for alice's order")
            #expect(other.standardErrorLines.first?.contains("not found") == true, "\(other)")
            #expect(try await cli.orderIDs(adding: Self.bob).isEmpty)
        }
    }

    @Test("a server restarted on the same SQLite file still lists the orders")
    func ordersSurviveARestart() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let directory = try TemporaryDirectory()
        let database = directory.appending("orders.sqlite").path
        let placed: [String] = try await DevServer.with(["--database", database]) { server in
            let cli = try await CLI.make(api: server.baseURL, timeout: .seconds(5))
            expectSuccess(try await cli.run(["cart", "add", sku]))
            expectSuccess(try await cli.run(["cart", "checkout", "--yes"], adding: Self.alice))
            return try await cli.orderIDs(adding: Self.alice)
        }
        #expect(placed.count == 1)
        let listed = try await DevServer.with(["--database", database]) { server in
            try await CLI.make(api: server.baseURL, timeout: .seconds(5)).orderIDs(adding: Self.alice)
        }
        #expect(listed == placed)
    }
}
