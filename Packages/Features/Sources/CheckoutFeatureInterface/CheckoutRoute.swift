import Domain
import FeatureRouting

/// Checkout and the orders, as other features (and the app) may name them: `vsmshop://checkout`
/// reviews the cart before placing it, `vsmshop://orders` lists the placed orders and
/// `vsmshop://orders/o-000001` shows one.
public enum CheckoutRoute: LinkableRoute {
    /// The cart's lines and totals, with any moved prices, and the confirm that places the order.
    case review
    /// The customer's orders, newest first.
    case orders
    /// One placed order.
    case order(OrderID)

    public init?(link: DeepLink) {
        switch (link.feature, link.path.count) {
        case ("checkout", 0): self = .review
        case ("orders", 0): self = .orders
        case ("orders", 1) where !link.path[0].isEmpty: self = .order(OrderID(rawValue: link.path[0]))
        default: return nil
        }
    }

    public var link: DeepLink {
        switch self {
        case .review: DeepLink(feature: "checkout")
        case .orders: DeepLink(feature: "orders")
        case .order(let id): DeepLink(feature: "orders", path: [id.rawValue])
        }
    }

    public static let linkForms = ["vsmshop://checkout", "vsmshop://orders", "vsmshop://orders/<order id>"]
}
