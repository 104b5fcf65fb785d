import Foundation
import Testing

/// Every one-shot read command prints the same JSON on the embedded data and through the dev
/// server, which serves the same catalog: the live path loses and invents nothing.
@Suite("One-shot commands: embedded data and dev server agree")
struct EmbeddedAndLiveParityTests {
    static let commands: [[String]] = [
        ["blog", "list"],
        ["blog", "list", "--page", "2"],
        ["blog", "show", "1"],
        ["products", "search", "oak"],
        ["products", "search", "oak", "--limit", "3"],
        ["products", "show", "<oak>"],
    ]

    @Test("the same --json output from the embedded data and from the server", arguments: commands)
    func sameJSONFromBothBackends(command: [String]) async throws {
        let resolved = try await command.asyncMap { $0 == "<oak>" ? try await CatalogSamples.oakProductID() : $0 }
        let embedded = try await CLI.make()
        let local = try await embedded.run(resolved + ["--json"])
        expectSuccess(local, "embedded")
        try await DevServer.with { server in
            let live = try await embedded.through(api: server.baseURL).run(resolved + ["--json"])
            expectSuccess(live, "live")
            #expect(!local.standardOutput.isEmpty)
            #expect(
                local.standardOutput == live.standardOutput,
                "outputs differ at: \(firstDifference(local.standardOutput, live.standardOutput))")
        }
    }

    private func firstDifference(_ left: String, _ right: String) -> String {
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(leftLines.count, rightLines.count) {
            let a = index < leftLines.count ? String(leftLines[index]) : "<end>"
            let b = index < rightLines.count ? String(rightLines[index]) : "<end>"
            if a != b { return "line \(index + 1): embedded \(a.debugDescription) vs live \(b.debugDescription)" }
        }
        return "none"
    }
}

extension Array {
    /// `map` with an async transform, in order.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var mapped: [T] = []
        for element in self { mapped.append(try await transform(element)) }
        return mapped
    }
}
