import Domain

/// The order a checkout placed.
public struct CheckoutPlacedModel: Sendable, Equatable {
    public let order: Order
    /// Whether the order is a checkout left pending (by a failed try, a crash, another process)
    /// and finished under its own key, rather than a new one.
    public let finishedPendingCheckout: Bool

    public init(order: Order, finishedPendingCheckout: Bool = false) {
        self.order = order
        self.finishedPendingCheckout = finishedPendingCheckout
    }
}

extension CheckoutPlacedModel: CustomStringConvertible {
    public var description: String {
        "\(order.id) total \(order.total.formatted)" + (finishedPendingCheckout ? ", finished a pending checkout" : "")
    }
}
