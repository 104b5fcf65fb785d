import Foundation

/// A cart rule was broken. Every rule is a thrown error, never a crash.
public enum CartError: Error, Equatable, Sendable {
    /// Quantities are whole numbers from 1 up to ``Cart/maximumQuantityPerLine``.
    case invalidQuantity(Int)
    /// The SKU has no stock at all.
    case outOfStock(SKUID)
    /// The line would hold more than the stock available.
    case exceedsStock(SKUID, requested: Int, available: Int)
    /// The item is priced in another currency than the cart.
    case currencyMismatch(cart: Currency, item: Currency)
    /// No line in the cart holds this SKU.
    case lineNotFound(SKUID)
    /// The SKU does not belong to the product it was added with.
    case skuNotInProduct(SKUID, ProductID)
    /// Restored lines hold the same SKU twice.
    case duplicateLine(SKUID)
}

extension CartError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .invalidQuantity(let quantity):
            "quantity must be between 1 and \(Cart.maximumQuantityPerLine), got \(quantity)"
        case .outOfStock(let sku): "\(sku) is out of stock"
        case .exceedsStock(let sku, let requested, let available):
            "only \(available) of \(sku) in stock, cannot have \(requested) in the cart"
        case .currencyMismatch(let cart, let item):
            "the cart is in \(cart.code) and cannot take an item priced in \(item.code)"
        case .lineNotFound(let sku): "\(sku) is not in the cart"
        case .skuNotInProduct(let sku, let product): "\(sku) is not a SKU of product \(product)"
        case .duplicateLine(let sku): "\(sku) appears twice in the cart"
        }
    }
}
