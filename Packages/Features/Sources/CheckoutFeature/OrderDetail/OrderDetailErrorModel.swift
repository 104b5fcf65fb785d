import Domain
import FeatureKit
import Services
import VSMKit

/// The order could not be loaded (unknown id, offline): why, and a retry.
public struct OrderDetailErrorModel: Sendable, Equatable {
    @Service var orderService: OrderService
    /// The order that could not be loaded.
    public let orderID: OrderID
    /// Why, for people (the error's localized description).
    public let message: String

    public init(orderService: OrderService, orderID: OrderID, message: String) {
        self.orderService = orderService
        self.orderID = orderID
        self.message = message
    }

    /// Loads again: `loading`, then the order or another error.
    public func retry() -> StateSequence<OrderDetailViewState> {
        OrderDetailLoaderModel(orderService: orderService, orderID: orderID).load()
    }
}
