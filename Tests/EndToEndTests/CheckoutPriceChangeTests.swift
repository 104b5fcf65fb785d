import Foundation
import ProcessTestSupport
import Testing

/// A price that moved between `cart add` and `cart checkout` (the cart file holds an older price):
/// without a terminal and without `--yes`, nothing is ordered, one line says to pass `--yes`; with
/// `--yes` the order is placed at the current price.
@Suite("Checkout: a changed price needs confirmation")
struct CheckoutPriceChangeTests {
    @Test("no terminal, no --yes: exit 1, cart kept; --yes: placed at the new price")
    func changedPrice() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku]))
        let current = try #require(
            (try await cli.json(["cart", "show"])["lines"] as? [[String: Any]])?.first?["total"] as? String)
        try cli.sandbox.rewriteCartPrices(regular: "0.01")

        let refused = try await cli.run(["cart", "checkout"])
        expectCleanFailure(refused, exitCodes: [1])
        let line = refused.standardErrorLines.first ?? ""
        #expect(line.contains("prices changed (\(sku) $0.01 → "), "\(refused)")
        #expect(line.hasSuffix("nothing was ordered and the cart is kept; pass --yes to accept them"))
        #expect(try cli.sandbox.orderIDsInBook().isEmpty)
        #expect(try cli.sandbox.cartLinesInFile() == [sku: 1])
        let sync = try await cli.json(["orders", "sync"])
        #expect(sync["outcome"] as? String == "nothingPending", "a declined checkout leaves no record")

        let placed = try await cli.json(["cart", "checkout", "--yes"])
        #expect(placed["outcome"] as? String == "placed")
        let order = try #require(placed["order"] as? [String: Any])
        #expect(order["total"] as? String == current)
        let changes = try #require(placed["priceChanges"] as? [[String: Any]])
        #expect(changes.map { $0["sku"] as? String } == [sku])
        #expect(try cli.sandbox.cartLinesInFile().isEmpty)
    }
}

extension Sandbox {
    /// Sets every cart line's price to `regular` (no sale), as if the catalog had moved since.
    func rewriteCartPrices(regular: String) throws {
        let url = dataDirectory.appendingPathComponent("cart.json", isDirectory: false)
        guard var cart = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
            let lines = cart["lines"] as? [[String: Any]]
        else { throw ProcessFailure(description: "cart.json is not a cart") }
        cart["lines"] = lines.map { line in
            var line = line
            line["regular"] = regular
            line["sale"] = nil
            return line
        }
        try JSONSerialization.data(withJSONObject: cart).write(to: url)
    }
}
