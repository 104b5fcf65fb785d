import Foundation
import FoundationExt
import ProcessTestSupport
import Testing

/// A `cart add` killed with SIGKILL at any moment (no handler can run) leaves the cart file as it
/// was before or as it is after the add, never half-written, and never a lock that blocks the next run.
@Suite("Cart: a killed process never breaks the cart")
struct CartCrashSafetyTests {
    static let iterations = 20
    static let seed: UInt64 = 0xC0FFEE

    @Test("SIGKILL during cart add leaves the old or the new cart")
    func killedAddLeavesOldOrNewCart() async throws {
        let probeCount = 3
        let skus = try await CatalogSamples.inStockSKUs(count: Self.iterations + probeCount + 1)
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", skus[0]]))
        // How long an add takes here: the kill times are spread over (and a bit past) that.
        var probes: [Duration] = []
        for sku in skus[1...probeCount] {
            let probe = try await cli.run(["cart", "add", sku])
            expectSuccess(probe)
            probes.append(probe.elapsed)
        }
        var window = KillWindow(probes: probes)

        print("CartCrashSafetyTests: seed \(Self.seed)")
        var generator = SplitMix64(seed: Self.seed)  // reproducible kill times
        var inCart = try await cartSKUs(cli)
        var killedMidway = 0
        for iteration in 0..<Self.iterations {
            let sku = skus[iteration + probeCount + 1]
            let delay = window.delay(using: &generator)
            let add = try await cli.run(["cart", "add", sku], killAfter: delay)
            #expect(!add.timedOut)
            if add.termination == .signaled(SIGKILL) { killedMidway += 1 }
            window.record(add)

            let shown = try await cli.run(["cart", "show", "--json"])
            expectSuccess(shown, "after killing `cart add` at \(delay) (seed \(Self.seed), iteration \(iteration))")
            let now = try parseSKUs(shown)
            let expected: [Set<String>] =
                add.termination == .exited(0) ? [inCart.union([sku])] : [inCart, inCart.union([sku])]
            #expect(
                expected.contains(now),
                "iteration \(iteration), killed at \(delay): cart \(now.sorted()) is neither old nor new")
            inCart = now
        }
        // The figures a reader of the log wants (no assertion rests on this line).
        print(
            "cart crash: \(Self.iterations) adds, \(window.summary), seed \(Self.seed): "
                + "\(killedMidway) killed while running")
        // The kills must have hit running processes, or the test proved nothing.
        #expect(killedMidway > 0, "no add was killed while running (window \(window.spans) ms)")
        expectSuccess(try await cli.run(["cart", "add", skus[0]]), "an add after all the kills")
    }

    private func cartSKUs(_ cli: CLI) async throws -> Set<String> {
        try parseSKUs(try await cli.run(["cart", "show", "--json"]))
    }

    private func parseSKUs(_ result: ProcessResult) throws -> Set<String> {
        let object = try #require(
            try? JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any],
            "not a JSON cart: \(result)")
        let lines = try #require(object["lines"] as? [[String: Any]], "no lines: \(result)")
        return Set(lines.compactMap { identifier($0["sku"]) })
    }
}
