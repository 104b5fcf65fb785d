import Domain
import FeatureKit
import Services
import VSMKit

/// The orders on show, newest first; reloading reads them again.
public struct OrdersLoadedModel: Sendable, Equatable {
    @Service var orderService: OrderService
    public let orders: [Order]

    public init(orderService: OrderService, orders: [Order]) {
        self.orderService = orderService
        self.orders = orders
    }

    /// Loads the orders again (another checkout may have placed one), keeping these on show until
    /// the new ones (or the error) arrive: coming back to the list never blanks it.
    public func reload() -> StateSequence<OrdersViewState> {
        OrdersLoaderModel(orderService: orderService).refresh()
    }
}
