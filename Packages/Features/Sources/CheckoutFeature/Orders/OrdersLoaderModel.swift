import Domain
import FeatureKit
import Services
import VSMKit

/// Loads the customer's orders: `loading`, then the orders (or none), or an error model that retries.
public struct OrdersLoaderModel: Sendable, Equatable {
    @Service var orderService: OrderService

    public init(orderService: OrderService) {
        self.orderService = orderService
    }

    /// `loading`, then `empty`/`loaded`, or `loading(errorModel:)` when the orders cannot be read.
    @StateSequenceBuilder
    public func load() -> StateSequence<OrdersViewState> {
        OrdersViewState.loading(errorModel: nil)
        Next { await fetchOrders() }
    }

    /// Loads again without `loading` first: what is on show stays until the answer (the list
    /// coming back on top).
    @StateSequenceBuilder
    public func refresh() -> StateSequence<OrdersViewState> {
        Next { await fetchOrders() }
    }

    private func fetchOrders() async -> OrdersViewState {
        do {
            let orders = try await orderService.orders()
            return orders.isEmpty
                ? .empty(loaderModel: self)
                : .loaded(loadedModel: OrdersLoadedModel(orderService: orderService, orders: orders))
        } catch {
            return .loading(
                errorModel: OrdersErrorModel(orderService: orderService, message: ErrorMessage.describing(error)))
        }
    }
}
