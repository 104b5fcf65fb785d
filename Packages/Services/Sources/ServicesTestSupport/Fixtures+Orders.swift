import Domain
import Foundation
import Services

extension Fixtures {
    /// 2026-11-24T19:30:00Z: when the fixture orders were placed.
    public static let orderDate = Date(timeIntervalSince1970: 1_795_548_600)

    /// Order `o-000001`: 2 × Oak Chair (natural, on sale at $199.00) and 1 × Linen Shirt white M ($59.00).
    public static let order = Order(
        id: "o-000001", status: .placed, placedAt: orderDate,
        lines: [
            OrderLine(
                productID: oakChair.id, productName: oakChair.name, sku: "fx-oak-chair-natural",
                variantName: "Natural", quantity: 2, price: usd(24_900, sale: 19_900)),
            OrderLine(
                productID: linenShirt.id, productName: linenShirt.name, sku: "fx-linen-shirt-white-m",
                variantName: "White / M", quantity: 1, price: usd(5_900)),
        ])
}
