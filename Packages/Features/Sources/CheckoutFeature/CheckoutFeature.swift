import CheckoutFeatureInterface
import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The checkout feature's public surface besides its views (``CheckoutView``, ``OrdersView``,
/// ``OrderDetailView``): its registration, and headless entries that run the views' models on a
/// container of their own and return the final state (the previews use them; the one-shot
/// `cart checkout` and `orders …` commands call Services' ``Checkout`` and ``OrderService``).
public enum CheckoutFeature {
    /// Checkout and the orders as the app registers them: their routes (``CheckoutRoute``, parsed
    /// from their links) and the view for each.
    @MainActor
    public static func registration(dependencies: Dependencies) -> FeatureRegistration {
        FeatureRegistration(CheckoutRoute.self) { route in
            switch route {
            case .review: CheckoutView(dependencies: dependencies)
            case .orders: OrdersView(dependencies: dependencies)
            case .order(let id): OrderDetailView(orderID: id, dependencies: dependencies)
            }
        }
    }

    /// Reads the cart into the review: `initialized → loadingReview → review | emptyCart` (or
    /// `loadingReview(errorModel:)`).
    @MainActor
    public static func loadReview(dependencies: Dependencies) async -> CheckoutViewState {
        let loaderModel = CheckoutLoaderModel(checkout: dependencies.checkout)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.loadReview())
        }
    }

    /// Loads the orders: `initialized → loading → loaded | empty` (or `loading(errorModel:)`).
    @MainActor
    public static func loadOrders(dependencies: Dependencies) async -> OrdersViewState {
        let loaderModel = OrdersLoaderModel(orderService: dependencies.orders)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }

    /// Loads one order: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadOrder(id: OrderID, dependencies: Dependencies) async -> OrderDetailViewState {
        let loaderModel = OrderDetailLoaderModel(orderService: dependencies.orders, orderID: id)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }
}
