import Domain

/// Where adding the chosen variant to the cart stands. The result of an add is a state of its own.
public enum AddToCartStatus: Sendable, Equatable {
    /// Nothing added yet (or the choice changed since).
    case ready
    /// The add is in flight; further presses are ignored.
    case adding
    /// The SKU was added; the cart now holds `cartItemCount` items.
    case added(sku: SKUID, cartItemCount: Int)
    /// The add failed, for this reason (out of stock, the cart could not be saved, ...).
    case failed(reason: String)
}
