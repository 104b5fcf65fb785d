import Domain
import Foundation
import ProcessTestSupport
import ServicesTestSupport
import Testing

@testable import Services

@Suite struct CartStoreTests {
    private struct SimulatedCrash: Error {}

    private func cartWithTwoLines() throws -> Cart {
        var cart = Cart()
        try cart.add(Fixtures.oakChair.skus[0], of: Fixtures.oakChair, quantity: 2)
        try cart.add(Fixtures.linenShirt.skus[1], of: Fixtures.linenShirt)
        return cart
    }

    private func store(
        _ directory: TemporaryDirectory, at date: Date = Date(timeIntervalSince1970: 1_800_000_000)
    )
        -> CartStore
    {
        CartStore(directory: directory.url, now: { date }, beforeReplacing: { _ in })
    }

    @Test func aMissingFileIsAnEmptyCart() throws {
        let directory = try TemporaryDirectory()
        #expect(try store(directory).load() == Cart())
    }

    @Test func aMissingDirectoryIsCreated() throws {
        let directory = try TemporaryDirectory()
        let nested = directory.url.appendingPathComponent("a/b/c", isDirectory: true)
        let store = CartStore(directory: nested)
        try store.update { try $0.add(Fixtures.oakChair.skus[0], of: Fixtures.oakChair) }
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("cart.json").path))
    }

    @Test func anUpdateIsWhatTheNextLoadReads() throws {
        let directory = try TemporaryDirectory()
        let expected = try cartWithTwoLines()
        let stored = try store(directory).update { $0 = expected }
        #expect(stored == expected)
        #expect(try CartStore(directory: directory.url).load() == expected, "a new store (process) reads it back")
    }

    @Test func theFileIsVersionedJSONWithDecimalAmounts() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        try store.update { $0 = try cartWithTwoLines() }
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["currency"] as? String == "USD")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.count == 2)
        #expect(lines[0]["regular"] as? String == "249.00")
        #expect(lines[0]["sale"] as? String == "199.00")
        #expect(lines[0]["quantity"] as? Int == 2)
    }

    @Test func theFileWritesItsKeysInOrderSoEqualCartsGiveEqualBytes() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        try store.update { try $0.add(Fixtures.oakChair.skus[0], of: Fixtures.oakChair, quantity: 2) }
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        let keys = [
            "currency", "lines", "availableStock", "productID", "productName", "quantity", "regular", "sale", "sku",
            "variantName", "version",
        ]
        let positions = keys.map { text.range(of: "\"\($0)\":")?.lowerBound }
        #expect(!positions.contains(nil), "\(text)")
        let found = positions.compactMap { $0 }
        #expect(zip(found, found.dropFirst()).allSatisfy { $0 < $1 }, "keys out of order: \(text)")
    }

    @Test func aCartErrorInTheChangePassesThroughAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        let before = try store.update { $0 = try cartWithTwoLines() }
        let bytes = try Data(contentsOf: store.fileURL)
        #expect(throws: CartError.lineNotFound("nope")) {
            try store.update { try $0.remove("nope") }
        }
        #expect(try Data(contentsOf: store.fileURL) == bytes)
        #expect(try store.load() == before)
    }

    @Test func aCorruptFileIsMovedAsideWithItsBytesAndTheCartStartsEmpty() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        let garbage = Data("{\"version\": 1, \"lines\": [oops".utf8)
        try garbage.write(to: store.fileURL)

        let asideName = "cart.json.corrupt-20270115T080000Z"
        let expectedAside = directory.url.appendingPathComponent(asideName)
        #expect(throws: CartStoreError.corrupt(movedTo: expectedAside)) { try store.load() }
        #expect(try Data(contentsOf: expectedAside) == garbage)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(try store.load() == Cart(), "the next load starts empty")
    }

    @Test func theCorruptErrorSaysWhatHappened() {
        let error = CartStoreError.corrupt(movedTo: URL(fileURLWithPath: "/data/cart.json.corrupt-20270115T080000Z"))
        #expect(
            error.localizedDescription
                == "the cart file was corrupt; it was moved to /data/cart.json.corrupt-20270115T080000Z; your cart is now empty"
        )
    }

    @Test func aSecondCorruptFileNeverOverwritesTheFirst() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        try Data("first".utf8).write(to: store.fileURL)
        #expect(throws: CartStoreError.self) { try store.load() }
        try Data("second".utf8).write(to: store.fileURL)
        #expect(throws: CartStoreError.self) { try store.load() }
        let first = directory.url.appendingPathComponent("cart.json.corrupt-20270115T080000Z")
        let second = directory.url.appendingPathComponent("cart.json.corrupt-20270115T080000Z-2")
        #expect(try String(contentsOf: first, encoding: .utf8) == "first")
        #expect(try String(contentsOf: second, encoding: .utf8) == "second")
    }

    @Test func aFileBreakingACartRuleIsCorrupt() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        let line = """
            {"productID":"p","productName":"P","sku":"s","variantName":"One size","regular":"1.00",
             "quantity":0,"availableStock":5}
            """
        for body in [
            "{\"version\":1,\"currency\":\"USD\",\"lines\":[\(line)]}",
            "{\"version\":1,\"currency\":\"XXX\",\"lines\":[]}",
            "{\"version\":1,\"currency\":\"USD\",\"lines\":[\(line.replacingOccurrences(of: "\"1.00\"", with: "\"-1\""))]}",
            "[1, 2, 3]",
            "",
        ] {
            try Data(body.utf8).write(to: store.fileURL)
            #expect(throws: CartStoreError.self, "\(body)") { try store.load() }
            #expect(try store.load() == Cart())
        }
    }

    @Test func anUnknownVersionIsMovedAsideWithItsOwnError() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        try Data("{\"version\":2,\"currency\":\"USD\",\"items\":{}}".utf8).write(to: store.fileURL)
        let aside = directory.url.appendingPathComponent("cart.json.corrupt-20270115T080000Z")
        #expect(throws: CartStoreError.unsupportedVersion(2, movedTo: aside)) { try store.load() }
        #expect(FileManager.default.fileExists(atPath: aside.path))
        #expect(
            CartStoreError.unsupportedVersion(2, movedTo: aside).localizedDescription.contains("format version 2"))
    }

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldCartReadable() throws {
        let directory = try TemporaryDirectory()
        let old = try store(directory).update { $0 = try cartWithTwoLines() }
        let oldBytes = try Data(contentsOf: directory.url.appendingPathComponent("cart.json"))
        let crashing = CartStore(
            directory: directory.url, now: { Date() }, beforeReplacing: { _ in throw SimulatedCrash() })

        #expect(throws: CartStoreError.self) {
            try crashing.update { try $0.add(Fixtures.linenShirt.skus[0], of: Fixtures.linenShirt) }
        }
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("cart.json")) == oldBytes)
        #expect(try CartStore(directory: directory.url).load() == old)
    }

    @Test func aTemporaryFileLeftByACrashedWriterIsIgnoredThenReplaced() throws {
        let directory = try TemporaryDirectory()
        let store = store(directory)
        let old = try store.update { $0 = try cartWithTwoLines() }
        let stray = directory.url.appendingPathComponent(".cart.json.tmp")
        try Data("{\"version\":1,\"currency\":\"USD\",\"lin".utf8).write(to: stray)

        #expect(try store.load() == old)
        try store.update { try $0.remove(Fixtures.oakChair.skus[0].id) }
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(try directory.contents() == ["cart.json", "cart.json.lock"])
    }

    @Test func aDirectoryThatCannotBeCreatedIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        let store = CartStore(directory: file.appendingPathComponent("carts", isDirectory: true))
        #expect {
            try store.prepare()
        } throws: { error in
            guard case .directoryUnavailable(let url, _) = error as? CartStoreError else { return false }
            return url == store.directory
                && (error as? CartStoreError)?.localizedDescription.hasPrefix("the cart cannot be stored in") == true
        }
        #expect(throws: CartStoreError.self) { try store.load() }
    }
}
