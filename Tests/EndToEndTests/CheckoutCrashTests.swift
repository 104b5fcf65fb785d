import Foundation
import FoundationExt
import ProcessTestSupport
import Testing

/// Checkout exactly once through crashes, on the embedded data (the local order book): a checkout
/// killed at any moment, then `orders sync` (or the next checkout), ends with the cart untouched
/// and no new order, or the cart emptied and exactly one new order. Never two orders, never a lost
/// order, never a cart emptied without an order.
@Suite("Checkout: exactly once through SIGKILL and concurrent processes")
struct CheckoutCrashTests {
    static let iterations = 50
    static let seed: UInt64 = 0x0DDE_5EED

    @Test("50 checkouts killed at seeded random moments, each followed by orders sync")
    func randomKills() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        // How long a whole checkout takes here: the kill times are spread over (and a bit past) it.
        var probes: [Duration] = []
        for _ in 0..<3 {
            expectSuccess(try await cli.run(["cart", "add", sku]))
            let probe = try await cli.run(["cart", "checkout", "--yes"])
            expectSuccess(probe)
            probes.append(probe.elapsed)
        }
        var window = KillWindow(probes: probes)

        print("CheckoutCrashTests: seed \(Self.seed)")
        var generator = SplitMix64(seed: Self.seed)
        // Read from the files between runs (the data directory is the state under test), so each
        // iteration costs three processes: add, the killed checkout, sync.
        var orders = try cli.sandbox.orderIDsInBook()
        var killedMidway = 0
        var placed = 0
        for iteration in 0..<Self.iterations {
            let context = "iteration \(iteration), seed \(Self.seed)"
            if try cli.sandbox.cartLinesInFile().isEmpty {
                expectSuccess(try await cli.run(["cart", "add", sku]), context)
            }
            let before = try cli.sandbox.cartLinesInFile()
            let checkout = try await cli.run(
                ["cart", "checkout", "--yes"], killAfter: window.delay(using: &generator))
            #expect(!checkout.timedOut, "\(context)")
            if checkout.termination == .signaled(SIGKILL) { killedMidway += 1 }
            window.record(checkout)
            expectSuccess(try await cli.run(["orders", "sync"]), context)

            let now = try cli.sandbox.orderIDsInBook()
            let cart = try cli.sandbox.cartLinesInFile()
            let added = now.count - orders.count
            #expect(added == 0 || added == 1, "\(context): \(added) new orders")
            #expect(Array(now.prefix(orders.count)) == orders, "\(context): an earlier order was lost")
            if added == 1 {
                #expect(cart.isEmpty, "\(context): an order was placed but the cart kept \(cart)")
                placed += 1
            } else {
                #expect(cart == before, "\(context): no order, but the cart changed from \(before) to \(cart)")
                #expect(checkout.termination != .exited(0), "\(context): checkout succeeded without an order")
            }
            orders = now
        }
        // The figures a reader of the log wants (no assertion rests on this line).
        print(
            "chaos: \(Self.iterations) checkouts, \(window.summary), seed \(Self.seed): "
                + "\(killedMidway) killed while running, \(placed) ended with one order and an empty cart, "
                + "\(Self.iterations - placed) with no order and the cart untouched, 0 with two orders")
        // The kills must have hit running checkouts, and some checkouts must have got through.
        #expect(killedMidway > 0, "no checkout was killed while running (window \(window.spans) ms)")
        #expect(placed > 0, "no checkout placed an order (window \(window.spans) ms)")
        // The files agree with what the CLI lists.
        #expect(try await cli.orderIDs() == orders.reversed())
    }

    @Test(
        "a checkout killed before each step is finished by sync or by the next checkout, once",
        arguments: ["record", "place", "clearCart", "removeRecord"], ["sync", "checkout"])
    func killedAtEachStep(step: String, finisher: String) async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku, "--quantity", "2"]))
        let line = try await cli.checkoutKilled(before: step)
        #expect(line == "checkout: paused before \(step)")

        let finish = try await cli.run(finisher == "sync" ? ["orders", "sync"] : ["cart", "checkout", "--yes"])
        expectSuccess(finish, "\(finisher) after a kill before \(step)")
        // Killed before the record was written, nothing was pending: sync places nothing and the
        // cart is kept; any later point is finished into exactly one order.
        let nothingPending = step == "record" && finisher == "sync"
        let orders = try await cli.orderIDs()
        #expect(orders.count == (nothingPending ? 0 : 1), "killed before \(step), then \(finisher): \(orders)")
        #expect(try await cli.cartLines() == (nothingPending ? [sku: 2] : [:]))
        // Nothing is left pending: another sync finds nothing.
        let again = try await cli.json(["orders", "sync"])
        #expect(again["outcome"] as? String == "nothingPending")
    }

    @Test("two processes checking out the same cart at once give one order", arguments: 0..<5)
    func twoAtOnce(round: Int) async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku]))
        let results = try await cli.twoCheckoutsAtOnce()
        #expect(try await cli.orderIDs().count == 1, "round \(round): \(results)")
        #expect(try await cli.cartLines().isEmpty)
        // One places it; the other finds it placed (the cart empty) or finishes the same record.
        let succeeded = results.filter { $0.termination == .exited(0) }
        #expect(!succeeded.isEmpty, "\(results)")
        for result in results where result.termination != .exited(0) {
            expectCleanFailure(result, exitCodes: [1])
            #expect(result.standardErrorLines.first?.contains("the cart is empty") == true, "\(result)")
        }
    }
}
