import Domain

/// One SKU's price as text, formatted by Domain as a product price of that single price:
/// `$19.99`, or `$17.49 (was $24.99)` on sale.
enum PriceText {
    static func text(_ price: Price) -> String {
        ProductPrice.single(price).formatted
    }
}
