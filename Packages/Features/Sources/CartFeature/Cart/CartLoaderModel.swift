import Domain
import FeatureKit
import Services
import VSMKit

/// Loads the cart: `loading`, then the cart (empty or with lines), or an error model that retries.
public struct CartLoaderModel: Sendable, Equatable {
    @Service var cartService: CartService

    public init(cartService: CartService) {
        self.cartService = cartService
    }

    /// `loading`, then `empty`/`loaded`, or `loading(errorModel:)` when the cart cannot be read.
    @StateSequenceBuilder
    public func load() -> StateSequence<CartViewState> {
        CartViewState.loading(errorModel: nil)
        Next { await fetchCart() }
    }

    /// `loading`, then the cart as `change` stored it: one trip to the store, where ``load()`` and
    /// then a change through the loaded model take two. For a caller that shows only the outcome
    /// (the one-shot commands); the screen loads first, to show the cart before any change.
    ///
    /// When the change fails it has stored nothing, and the cart is loaded to show beside the
    /// reason, as a failed change on the loaded model shows it; when that load fails too, the
    /// load's error model.
    @StateSequenceBuilder
    public func load(
        changing change: @escaping @Sendable (CartService) async throws -> Cart
    ) -> StateSequence<CartViewState> {
        CartViewState.loading(errorModel: nil)
        Next { await changeCart(change) }
    }

    private func changeCart(_ change: @Sendable (CartService) async throws -> Cart) async -> CartViewState {
        do {
            return CartLoadedModel(cartService: cartService, cart: try await change(cartService)).state
        } catch {
            let current = await fetchCart()
            guard let cart = current.cart else { return current }
            return CartLoadedModel(
                cartService: cartService, cart: cart, activity: .failed(message: ErrorMessage.describing(error))
            ).state
        }
    }

    private func fetchCart() async -> CartViewState {
        do {
            return CartLoadedModel(cartService: cartService, cart: try await cartService.load()).state
        } catch {
            return .loading(
                errorModel: CartErrorModel(cartService: cartService, message: ErrorMessage.describing(error)))
        }
    }
}
