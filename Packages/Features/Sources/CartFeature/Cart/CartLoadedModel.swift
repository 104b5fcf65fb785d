import Domain
import FeatureKit
import Services
import VSMKit

/// A loaded cart and its changes. Each change shows the cart as it was, marked `updating`, then
/// the cart the service stored (which may be empty), or the old cart with the reason it failed.
public struct CartLoadedModel: Sendable, Equatable {
    @Service var cartService: CartService
    public let cart: Cart
    public let activity: CartActivity

    public init(cartService: CartService, cart: Cart, activity: CartActivity = .idle) {
        self.cartService = cartService
        self.cart = cart
        self.activity = activity
    }

    /// The state showing this model: `empty` or `loaded`.
    public var state: CartViewState {
        cart.isEmpty ? .empty(loadedModel: self) : .loaded(loadedModel: self)
    }

    /// Sets a line's quantity (1...999, at most the stock).
    public func setQuantity(_ quantity: Int, for sku: SKUID) -> StateSequence<CartViewState> {
        change { cartService in try await cartService.setQuantity(sku, quantity) }
    }

    /// One more of a line (nothing when the line is not in the cart).
    public func increment(_ sku: SKUID) -> StateSequence<CartViewState> {
        guard let line = cart.line(for: sku) else { return .empty }
        return setQuantity(line.quantity + 1, for: sku)
    }

    /// One fewer of a line; at one, nothing (removing is its own action).
    public func decrement(_ sku: SKUID) -> StateSequence<CartViewState> {
        guard let line = cart.line(for: sku), line.quantity > 1 else { return .empty }
        return setQuantity(line.quantity - 1, for: sku)
    }

    /// Removes a line; removing the last one leads to `empty`.
    public func remove(_ sku: SKUID) -> StateSequence<CartViewState> {
        change { cartService in try await cartService.remove(sku) }
    }

    /// Adds a quantity of a SKU (merging with its line).
    public func add(_ sku: SKUID, quantity: Int = 1) -> StateSequence<CartViewState> {
        change { cartService in try await cartService.add(sku, quantity) }
    }

    /// Empties the cart.
    public func clear() -> StateSequence<CartViewState> {
        change { cartService in try await cartService.clear() }
    }

    /// Reads the cart again (another process may have changed it).
    public func reload() -> StateSequence<CartViewState> {
        change { cartService in try await cartService.load() }
    }

    private func change(
        _ operation: @escaping @Sendable (CartService) async throws -> Cart
    ) -> StateSequence<CartViewState> {
        let model = self
        return StateSequence {
            CartLoadedModel(cartService: model.cartService, cart: model.cart, activity: .updating).state
            Next {
                do {
                    return CartLoadedModel(cartService: model.cartService, cart: try await operation(model.cartService))
                        .state
                } catch {
                    return CartLoadedModel(
                        cartService: model.cartService, cart: model.cart,
                        activity: .failed(message: ErrorMessage.describing(error))
                    ).state
                }
            }
        }
    }
}

extension CartLoadedModel: CustomStringConvertible {
    public var description: String {
        let lines = cart.lines.map { "\($0.sku)×\($0.quantity)" }.joined(separator: ", ")
        var text = "[\(lines)] total \(cart.total.formatted)"
        switch activity {
        case .idle: break
        case .updating: text += ", updating"
        case .failed(let message): text += ", failed: \(message)"
        }
        return text
    }
}
