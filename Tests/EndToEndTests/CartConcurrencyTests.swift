import Foundation
import ProcessTestSupport
import Testing

/// Two CLI processes changing the same cart at the same time lose nothing: the cart file is
/// locked around each read-modify-write.
@Suite("Cart: concurrent processes")
struct CartConcurrencyTests {
    static let linesPerWriter = 40

    @Test("two processes adding 40 lines each at the same time end with all 80")
    func concurrentAddsKeepEveryLine() async throws {
        let skus = try await CatalogSamples.inStockSKUs(count: 2 * Self.linesPerWriter)
        let cli = try await CLI.make()
        let halves = [Array(skus[..<Self.linesPerWriter]), Array(skus[Self.linesPerWriter...])]

        // Each writer is a sequence of `cart add` processes; the two sequences run side by side.
        let failures = try await withThrowingTaskGroup(of: [ProcessResult].self) { group in
            for half in halves {
                group.addTask {
                    var failed: [ProcessResult] = []
                    for sku in half {
                        let result = try await cli.run(["cart", "add", sku, "--quantity", "1"])
                        if result.termination != .exited(0) { failed.append(result) }
                    }
                    return failed
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) adds failed, the first:\n\(failures.first.map(String.init(describing:)) ?? "")")

        let cart = try await cli.json(["cart", "show"])
        let lines = cart["lines"] as? [[String: Any]] ?? []
        let inCart = Set(lines.compactMap { identifier($0["sku"]) })
        #expect(lines.count == 2 * Self.linesPerWriter)
        #expect(inCart == Set(skus), "missing: \(Set(skus).subtracting(inCart).sorted().prefix(10))")
        #expect(lines.allSatisfy { ($0["quantity"] as? NSNumber)?.intValue == 1 })
        #expect((cart["itemCount"] as? NSNumber)?.intValue == 2 * Self.linesPerWriter)
    }
}
