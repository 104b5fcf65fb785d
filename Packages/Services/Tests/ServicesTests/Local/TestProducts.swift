import Domain
import Foundation

/// Small hand-made products and temporary directories for the local-backend tests.
enum TestProducts {
    static func make(
        _ id: String, name: String, brand: String = "Acme", category: String = "Misc",
        description: String = "Plain.", stock: Int = 5, cents: Int = 1_000
    ) throws -> Product {
        try Product(
            id: ProductID(id), name: name, description: description, brand: brand, category: category,
            skus: [SKU(id: SKUID(id + "-one"), price: .regular(Money(minorUnits: cents, .usd)), stock: stock)])
    }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("services-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
