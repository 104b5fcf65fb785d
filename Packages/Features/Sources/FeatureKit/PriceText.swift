import Domain

/// One SKU's price as text, formatted by Domain as a product price of that single price:
/// `$19.99`, or `$17.49 (was $24.99)` on sale.
public enum PriceText {
    /// `price` as the product and cart screens show it.
    public static func text(_ price: Price) -> String {
        ProductPrice.single(price).formatted
    }
}
