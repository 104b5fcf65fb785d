import Foundation
import ProcessTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running checkouts for the order tests: extra environment (`VSM_SHOP_TOKEN`, the pause hook),
/// a checkout killed at a named step, two checkouts at once, and the state a run leaves.
extension CLI {
    /// Runs like ``run(_:timeout:killAfter:)`` with `extra` added to the environment.
    func run(
        _ arguments: [String], adding extra: [String: String], killAfter: Duration? = nil
    ) async throws
        -> ProcessResult
    {
        await Slots.processes.acquire()
        do {
            let result = try await runProcess(
                binary, commandLine(arguments), environment: environment.merging(extra) { _, new in new },
                timeout: Self.defaultTimeout, killAfter: killAfter)
            await Slots.processes.release()
            return result
        } catch {
            await Slots.processes.release()
            throw error
        }
    }

    /// Starts `cart checkout --yes` with the test hook `VSM_SHOP_CHECKOUT_PAUSE=step`, waits for its
    /// `checkout: paused before <step>` line and kills it with SIGKILL. Returns the line it printed
    /// (nil if it never paused: it ended first or hung past 20 s).
    func checkoutKilled(before step: String, adding extra: [String: String] = [:]) async throws -> String? {
        let arguments = commandLine(["cart", "checkout", "--yes"])
        let environment = environment.merging(extra) { _, new in new }.merging(
            ["VSM_SHOP_CHECKOUT_PAUSE": step]) { _, new in new }
        return try await offloaded { [binary] in
            let child = try ChildProcess(executable: binary, arguments: arguments, environment: environment)
            let line = child.readOutputLine(timeout: .seconds(20))
            child.killAndReap()
            return line
        }
    }

    /// Two `cart checkout --yes` processes started together on this data directory; both results.
    func twoCheckoutsAtOnce(adding extra: [String: String] = [:]) async throws -> [ProcessResult] {
        let arguments = commandLine(["cart", "checkout", "--yes", "--json"])
        let environment = environment.merging(extra) { _, new in new }
        return try await offloaded { [binary] in
            let children = try (0..<2).map { _ in
                try ChildProcess(executable: binary, arguments: arguments, environment: environment)
            }
            return children.map { child in
                let ended = child.waitForExit(timeout: CLI.defaultTimeout)
                if ended == nil { child.killAndReap() }
                return child.result(timedOut: ended == nil)
            }
        }
    }

    /// The order ids `orders list --json` prints (newest first).
    func orderIDs(adding extra: [String: String] = [:]) async throws -> [String] {
        let result = try await run(["orders", "list", "--json"], adding: extra)
        guard result.termination == .exited(0),
            let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any],
            let orders = object["orders"] as? [[String: Any]]
        else { throw ProcessFailure(description: "orders list failed:\n\(result)") }
        return orders.compactMap { $0["id"] as? String }
    }

    /// The cart's SKUs and quantities (`cart show --json`).
    func cartLines() async throws -> [String: Int] {
        let cart = try await json(["cart", "show"])
        let lines = cart["lines"] as? [[String: Any]] ?? []
        return Dictionary(
            lines.compactMap { line in (line["sku"] as? String).map { ($0, line["quantity"] as? Int ?? 0) } },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Sandbox {
    /// The order ids in the local order book file (`orders.json`), oldest first; none without a file.
    func orderIDsInBook() throws -> [String] {
        guard let object = try jsonFile("orders.json") else { return [] }
        let entries = object["entries"] as? [[String: Any]] ?? []
        return entries.compactMap { ($0["order"] as? [String: Any])?["id"] as? String }
    }

    /// The cart file's SKUs and quantities; empty without a file.
    func cartLinesInFile() throws -> [String: Int] {
        guard let object = try jsonFile("cart.json") else { return [:] }
        let lines = object["lines"] as? [[String: Any]] ?? []
        return Dictionary(
            lines.compactMap { line in (line["sku"] as? String).map { ($0, line["quantity"] as? Int ?? 0) } },
            uniquingKeysWith: { first, _ in first })
    }

    private func jsonFile(_ name: String) throws -> [String: Any]? {
        let url = dataDirectory.appendingPathComponent(name, isDirectory: false)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw ProcessFailure(description: "\(name) is not a JSON object")
        }
        return object
    }
}
