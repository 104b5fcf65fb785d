import Domain

/// How a checkout ended.
public enum CheckoutOutcome: Equatable, Sendable {
    /// The cart was ordered (at `accepted` new prices, if any moved and the customer agreed).
    case placed(Order, accepted: [PriceChange])
    /// A pending checkout (left by a crash or by another process) was finished instead: its order.
    case resumed(Order)
    /// Prices moved and the customer did not agree: nothing was placed, the cart is kept.
    case declined([PriceChange])
    /// The pending checkout could not be placed (an ``OrderError`` such as short stock): it was
    /// dropped and nothing was placed; the cart is kept.
    case abandoned(PendingCheckout, OrderError)
    /// There was no pending checkout to finish (`orders sync`).
    case nothingPending
}
