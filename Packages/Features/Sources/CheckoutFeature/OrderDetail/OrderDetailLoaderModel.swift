import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one order: `loading`, then the order, or an error model that retries.
public struct OrderDetailLoaderModel: Sendable, Equatable {
    @Service var orderService: OrderService
    /// The order to load.
    public let orderID: OrderID

    public init(orderService: OrderService, orderID: OrderID) {
        self.orderService = orderService
        self.orderID = orderID
    }

    /// `loading`, then `loaded`, or `loading(errorModel:)` when the order cannot be read.
    @StateSequenceBuilder
    public func load() -> StateSequence<OrderDetailViewState> {
        OrderDetailViewState.loading(errorModel: nil)
        Next { await fetchOrder() }
    }

    private func fetchOrder() async -> OrderDetailViewState {
        do {
            return .loaded(order: try await orderService.order(orderID))
        } catch {
            return .loading(
                errorModel: OrderDetailErrorModel(
                    orderService: orderService, orderID: orderID, message: ErrorMessage.describing(error)))
        }
    }
}
