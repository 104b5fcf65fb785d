import FeatureKit
import Services
import VSMKit

/// The orders could not be loaded (offline, a refused token): why, and a retry.
public struct OrdersErrorModel: Sendable, Equatable {
    @Service var orderService: OrderService
    /// Why, for people (the error's localized description).
    public let message: String

    public init(orderService: OrderService, message: String) {
        self.orderService = orderService
        self.message = message
    }

    /// Loads again: `loading`, then the orders or another error.
    public func retry() -> StateSequence<OrdersViewState> {
        OrdersLoaderModel(orderService: orderService).load()
    }
}
