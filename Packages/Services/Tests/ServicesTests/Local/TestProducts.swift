import Domain
import Foundation
import ProcessTestSupport

/// Small hand-made products for the local-backend tests.
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

extension TemporaryDirectory {
    /// The names in the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
