import Domain
import Observation
import Services

/// The status line of the interactive app: "cart: 3 items · backend: embedded data".
///
/// The count follows the cart: ``observedCart(_:)`` wraps the cart service the screens use, so a
/// load or change anywhere updates it at once (home's cart summary reads the cart again each time
/// home comes back on top); ``refresh()`` loads it at start. It is observable: the runner reads
/// ``text`` while rendering, so a new count redraws the screen.
@MainActor
@Observable
final class ShopStatus {
    @ObservationIgnored private let backendName: String
    @ObservationIgnored private var cart: CartService?
    @ObservationIgnored private var refreshing: Task<Void, Never>?
    /// Items in the cart; `nil` until loaded or when the cart cannot be read.
    private(set) var cartItemCount: Int?

    init(backendName: String) {
        self.backendName = backendName
    }

    var text: String {
        let items =
            switch cartItemCount {
            case nil: "–"
            case 1: "1 item"
            case let count?: "\(count) items"
            }
        return "cart: \(items) · backend: \(backendName)"
    }

    /// `cart`, reporting every cart it returns to this status; the screens get this one.
    func observedCart(_ cart: CartService) -> CartService {
        let observed = cart.reportingCarts { [weak self] cart in
            let count = cart.itemCount
            Task { @MainActor in self?.show(itemCount: count) }
        }
        self.cart = observed
        return observed
    }

    /// Reloads the cart count (the observed service reports it). A newer refresh replaces an older one.
    func refresh() {
        refreshing?.cancel()
        guard let cart else { return }
        refreshing = Task {
            _ = try? await cart.load()
        }
    }

    /// Stops a refresh in flight.
    func cancel() {
        refreshing?.cancel()
        refreshing = nil
    }

    private func show(itemCount: Int) {
        guard itemCount != cartItemCount else { return }
        cartItemCount = itemCount
    }
}
