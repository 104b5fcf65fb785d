import CheckoutFeatureInterface
import Domain
import FeatureKit
import Services
import TerminalUI

/// The checkout feature's public surface besides its views (``CheckoutView``, ``OrdersView``,
/// ``OrderDetailView``): its registration. The one-shot `cart checkout` and `orders …` commands
/// call Services' ``Checkout`` and ``OrderService`` directly.
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
}
