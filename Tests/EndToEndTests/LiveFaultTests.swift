import Foundation
import ProcessTestSupport
import Testing

/// The live path against a server that misbehaves: for every fault switch the CLI ends by itself
/// with exit 1 and one `error: …` line (or succeeds where the fault is only slowness), never crashes
/// and never outlives its own network timeout by more than a margin.
@Suite("Live path: every server fault gives a clean failure, never a crash or a hang")
struct LiveFaultTests {
    /// The CLI's network timeout in these tests (`--timeout 2`; the default of 10 s would make
    /// every stalled or too slow case wait 10 s).
    static let cliTimeout: Duration = .seconds(2)
    /// What the test allows on top: process start and a loaded 2-core machine. Below the default
    /// timeout's 10 s, so a CLI that ignored `--timeout` would fail here.
    static let margin: Duration = .seconds(5)

    struct Fault: Sendable, CustomTestStringConvertible {
        let name: String
        let flags: [String]
        /// Whether the commands must succeed (slowness only) instead of failing cleanly.
        var succeeds = false
        /// What the error line must say, when the fault has a message of its own.
        var message: String? = nil
        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        // Well below the 2 s timeout even on a loaded machine: a product's SKU lookup for `cart add`
        // makes more than one request, each with its own timeout.
        Fault(name: "latency 300 ms (below the timeout)", flags: ["--latency-ms", "300"], succeeds: true),
        Fault(name: "latency 5000 ms (above the timeout)", flags: ["--latency-ms", "5000"]),
        Fault(name: "every request fails with 500", flags: ["--fail-status", "500"]),
        Fault(name: "every request fails with 503", flags: ["--fail-status", "503"]),
        Fault(name: "every request fails with 404", flags: ["--fail-status", "404"]),
        Fault(name: "every request fails with 429", flags: ["--fail-status", "429"]),
        Fault(name: "every request fails with 400", flags: ["--fail-status", "400"]),
        Fault(name: "fail rate 1.0 (seeded)", flags: ["--fail-rate", "1", "--seed", "3"]),
        Fault(name: "malformed JSON body", flags: ["--fault", "malformed-json"]),
        // The connection closes early: a bad response, not an unreachable server.
        Fault(
            name: "truncated body", flags: ["--fault", "truncated"],
            message: "error: the server sent a bad response: the connection closed after "),
        Fault(name: "body stalls mid-way", flags: ["--fault", "stall"]),
        Fault(name: "wrong content type (HTML)", flags: ["--fault", "wrong-content-type"]),
    ]

    /// The commands that go through the network: each read command, and a cart add (whose SKU
    /// lookup goes through the live products).
    static func commands() async throws -> [[String]] {
        let productID = try await CatalogSamples.oakProductID()
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        return [
            ["blog", "show", "1"],
            ["blog", "list"],
            ["products", "search", "oak"],
            ["products", "show", productID],
            ["cart", "add", sku],
        ]
    }

    @Test("each fault: clean exit, one error line, within the timeout", arguments: faults)
    func faultGivesCleanOutcome(fault: Fault) async throws {
        let commands = try await Self.commands()
        try await DevServer.with(fault.flags) { server in
            let cli = try await CLI.make(api: server.baseURL, timeout: Self.cliTimeout)
            // The commands run at the same time: the slow cases cost one timeout, not five.
            let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
                for command in commands {
                    group.addTask { try await cli.run(command) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for result in results {
                if fault.succeeds {
                    expectSuccess(result, fault.name)
                } else {
                    expectCleanFailure(result, exitCodes: [1], fault.name)
                }
                if let message = fault.message {
                    #expect(result.standardError.hasPrefix(message), "[\(fault.name)] expected \(message)…:\n\(result)")
                    #expect(!result.standardError.contains("cannot reach"), "[\(fault.name)]:\n\(result)")
                }
                #expect(
                    result.elapsed < Self.cliTimeout + Self.margin,
                    "[\(fault.name)] took \(result.elapsed), over the timeout \(Self.cliTimeout) + \(Self.margin)")
            }
        }
    }

    @Test("a failed live cart add leaves the cart as it was")
    func failedLiveCartAddKeepsTheCart() async throws {
        let skus = try await CatalogSamples.inStockSKUs(count: 2)
        let embedded = try await CLI.make()
        expectSuccess(try await embedded.run(["cart", "add", skus[0]]))
        let before = try await embedded.run(["cart", "show", "--json"])
        try await DevServer.with(["--fail-status", "503"]) { server in
            let failed = try await embedded.through(api: server.baseURL).run(["cart", "add", skus[1]])
            expectCleanFailure(failed, exitCodes: [1])
        }
        let after = try await embedded.run(["cart", "show", "--json"])
        expectSuccess(after)
        #expect(before.standardOutput == after.standardOutput)
    }

    @Test("an unreachable port gives exit 1 and a network message, quickly")
    func unreachableServerFailsCleanly() async throws {
        // A port held without listening, so no server a parallel test starts can take it: refused.
        let closed = try RefusingLoopbackPort()
        let cli = try await CLI.make(api: "http://127.0.0.1:\(closed.port)", timeout: Self.cliTimeout)
        let result = try await cli.run(["products", "search", "oak"])
        expectCleanFailure(result, exitCodes: [1])
        #expect(result.elapsed < Self.cliTimeout + Self.margin, "took \(result.elapsed)")
        withExtendedLifetime(closed) {}
    }

    @Test("a seeded failure rate fails the same requests on every run, each cleanly")
    func seededFailureRateIsReproducible() async throws {
        let flags = ["--fail-rate", "0.5", "--seed", "7"]
        let commands = Array(repeating: ["blog", "show", "1"], count: 8)
        func outcomes() async throws -> [Int32?] {
            try await DevServer.with(flags) { server in
                let cli = try await CLI.make(api: server.baseURL)
                var codes: [Int32?] = []
                for command in commands {
                    let result = try await cli.run(command)
                    if result.termination == .exited(0) {
                        expectSuccess(result)
                    } else {
                        expectCleanFailure(result, exitCodes: [1], "fail rate 0.5")
                    }
                    codes.append(result.termination.exitCode)
                }
                return codes
            }
        }
        let first = try await outcomes()
        let second = try await outcomes()
        #expect(first == second)
    }
}
