import Domain
import Foundation
import Services
import Testing

@testable import CLIApp

/// `cart checkout` and `orders list|show|sync` on the embedded data, in-process: output shapes,
/// exit codes, one line per failure.
@Suite struct OrderCommandTests {
    private let app: CommandSandbox

    init() throws {
        app = try CommandSandbox()
    }

    private var sku: SKU {
        get throws {
            let product = try #require(Catalog.standard.products.first { $0.name.contains("Oak") && $0.isInStock })
            return try #require(product.skus.first { $0.stock >= 2 })
        }
    }

    @Test func checkoutPlacesTheCartEmptiesItAndListsTheOrder() async throws {
        let sku = try sku
        #expect(await app.run(["cart", "add", sku.id.rawValue, "--quantity", "2"]).code == 0)
        let checkout = try await app.json(["cart", "checkout"])
        #expect(Set(checkout.keys) == ["outcome", "order", "priceChanges"])
        #expect(checkout["outcome"] as? String == "placed")
        let order = try #require(checkout["order"] as? [String: Any])
        #expect(
            Set(order.keys) == [
                "id", "status", "placedAt", "currency", "itemCount", "lines", "subtotal", "savings", "total",
            ])
        #expect(order["id"] as? String == "o-000001")
        #expect(order["status"] as? String == "placed")
        #expect(order["itemCount"] as? Int == 2)
        #expect(order["total"] as? String == sku.price.current.multiplied(by: 2).decimalString)
        let line = try #require((order["lines"] as? [[String: Any]])?.first)
        #expect(line["sku"] as? String == sku.id.rawValue)

        let cart = try await app.json(["cart", "show"])
        #expect((cart["lines"] as? [Any])?.isEmpty == true)
        let list = try await app.json(["orders", "list"])
        #expect((list["orders"] as? [[String: Any]])?.map { $0["id"] as? String } == ["o-000001"])
        let shown = try await app.json(["orders", "show", "o-000001"])
        #expect(shown["id"] as? String == "o-000001")
        let human = await app.run(["orders", "show", "o-000001"])
        #expect(human.code == 0)
        #expect(human.output.hasPrefix("Order o-000001\n"))
        #expect(human.output.contains("Total"))
        let sync = try await app.json(["orders", "sync"])
        #expect(sync["outcome"] as? String == "nothingPending")
    }

    @Test func anEmptyCartIsOneLineAndExit1() async {
        let run = await app.run(["cart", "checkout"])
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: the cart is empty: there is nothing to order"])
        #expect(run.output.isEmpty)
    }

    @Test func anUnknownOrderIsOneLineAndExit1() async {
        let run = await app.run(["orders", "show", "o-999999"])
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: not found: order o-999999"])
    }

    @Test func theOrderCommandsRefuseBadArgumentsWithExit64() async {
        #expect(await app.run(["orders", "show", ""]).code == 64)
        #expect(await app.run(["orders", "list", "--token", "has space"]).code == 64)
    }

    @Test func withTheAPIAndNoTokenTheOrderCommandsExit1BeforeAnyRequest() async {
        // Port 9 is closed: a request would fail with "cannot reach", not "no token".
        let run = await CommandRun.run(
            ["--api", "http://127.0.0.1:9", "orders", "list", "--data-dir", app.dataDirectory.path])
        #expect(run.code == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: no token") == true)
    }
}
