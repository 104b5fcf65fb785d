import Foundation
import Testing

/// A cart file that cannot be read is reported (exit 1, one line) and moved aside with its bytes
/// intact, never silently replaced: the user can still recover it.
@Suite("Cart: a corrupt cart file")
struct CorruptCartTests {
    enum Corruption: String, CaseIterable, Sendable {
        case garbageText = "garbage text"
        case binaryBytes = "binary bytes"
        case wrongShapeJSON = "JSON of the wrong shape"
        case truncatedCart = "the real cart cut in half"

        func bytes(replacing original: Data) -> Data {
            switch self {
            case .garbageText: Data("this is not a cart {{{ \n".utf8)
            case .binaryBytes: Data([0x00, 0xFF, 0x1B, 0x5B, 0x32, 0x4A, 0x80, 0x9B, 0x07, 0xC3])
            case .wrongShapeJSON: Data(#"["not", "a", "cart", 42]"#.utf8)
            case .truncatedCart: original.prefix(original.count / 2)
            }
        }
    }

    @Test("a corrupt cart is reported with exit 1 and its bytes are kept aside", arguments: Corruption.allCases)
    func corruptCartIsReportedAndKept(corruption: Corruption) async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku]))
        let cartFile = try #require(
            cli.sandbox.dataFiles().first { $0.bytes.contains(Data(sku.utf8)) },
            "no file in the data directory holds the SKU: \(cli.sandbox.dataFiles().map(\.path))")
        let corrupt = corruption.bytes(replacing: cartFile.bytes)
        try corrupt.write(to: URL(fileURLWithPath: cartFile.path))

        let shown = try await cli.run(["cart", "show"])
        expectCleanFailure(shown, exitCodes: [1], corruption.rawValue)
        #expect(terminalControlScalars(in: shown.standardError).isEmpty, "raw control bytes on stderr: \(shown)")

        let keptAside = cli.sandbox.dataFiles().filter { $0.path != cartFile.path && $0.bytes == corrupt }
        #expect(
            keptAside.count == 1,
            "the corrupt bytes are not kept in a sibling file: \(cli.sandbox.dataFiles().map(\.path))")
        if let kept = keptAside.first {
            #expect(
                URL(fileURLWithPath: kept.path).deletingLastPathComponent().path
                    == URL(fileURLWithPath: cartFile.path).deletingLastPathComponent().path,
                "kept at \(kept.path), not next to \(cartFile.path)")
        }

        // Moved aside, not left in place: the next run starts from an empty cart and can add again.
        let next = try await cli.json(["cart", "show"])
        #expect((next["lines"] as? [Any])?.isEmpty == true)
        expectSuccess(try await cli.run(["cart", "add", sku]))
    }
}
