import BlogFeature
import CartFeature
import Domain
import Foundation
import ProductFeature
import Services
import Testing

@testable import CLIApp

/// Text from the data never reaches the terminal raw: the features' views (TerminalUI spans)
/// sanitise human output, and the JSON writer escapes every control character.
@MainActor
@Suite struct HostileDataTests {
    private let catalog = Catalog.generate(productCount: 30, blogEntryCount: 10, seed: 7, includeHostileSamples: true)

    private var dependencies: Dependencies {
        let products = ProductService.local(catalog: catalog)
        return Dependencies(
            blog: LocalBlogRepository(catalog: catalog), products: products, cart: .inMemory(products: products),
            orders: .inMemory(products: products), pendingCheckouts: .inMemory(), backendName: "hostile")
    }

    /// No C0 control but newline, no DEL, no C1 control.
    private func expectNoControlCharacters(_ text: String, _ comment: Comment? = nil) {
        let controls = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) }) \(comment?.rawValue ?? "")")
    }

    private func expectHarmless(_ output: CommandOutput) throws {
        expectNoControlCharacters(try output.rendered(format: .human, colorPolicy: .monochrome, width: 80), "human")
        let json = try output.rendered(format: .json, colorPolicy: .monochrome, width: 80)
        expectNoControlCharacters(json, "json")
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(json.utf8)) }
    }

    @Test func hostileBlogEntriesPrintHarmlessly() async throws {
        let hostile = catalog.blogEntries.filter { $0.tags.contains("hostile") }
        try #require(!hostile.isEmpty)
        for entry in hostile {
            let state = await BlogFeature.loadEntry(id: entry.id, dependencies: dependencies)
            try expectHarmless(try BlogOutput.entry(state, width: 80))
        }
        try expectHarmless(try BlogOutput.list(await BlogFeature.loadList(dependencies: dependencies), width: 80))
    }

    @Test func hostileProductsPrintHarmlesslyInSearchDetailAndCart() async throws {
        let search = await ProductFeature.search("alert", limit: 50, dependencies: dependencies)
        try #require(!search.products.isEmpty, "\(search)")
        try expectHarmless(try ProductOutput.search(search, query: "alert", width: 80))
        let dependencies = self.dependencies
        for product in catalog.products where product.id.rawValue.hasPrefix("p-hostile-") {
            let state = await ProductFeature.loadProduct(id: product.id, dependencies: dependencies)
            try expectHarmless(try ProductOutput.detail(state, width: 80))
            let sku = try #require(product.skus.first)
            try expectHarmless(
                try CartOutput.cart(await CartFeature.add(sku: sku.id, dependencies: dependencies), width: 80))
        }
    }

    @Test func theJSONWriterEscapesDELAndC1ControlsAndStillDecodesToTheSameText() throws {
        let text = "a\u{7F}b\u{9B}31mc\u{85}d"
        let json = try JSONOutput.encode(["name": text])
        #expect(json.contains("a\\u007fb\\u009b31mc\\u0085d"))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["name"] == text)
    }

    @Test func traceLinesAreSanitised() {
        let output = BufferOutput()
        TraceLog(output: output).record("loaded(\u{1B}]0;pwned\u{07}title\nnext)")
        #expect(output.lines.count == 1)
        expectNoControlCharacters(output.text.replacingOccurrences(of: "\n", with: ""))
    }
}
