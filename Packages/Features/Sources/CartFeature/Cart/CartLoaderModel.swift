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

    private func fetchCart() async -> CartViewState {
        do {
            return CartLoadedModel(cartService: cartService, cart: try await cartService.load()).state
        } catch {
            return .loading(
                errorModel: CartErrorModel(cartService: cartService, message: ErrorMessage.describing(error)))
        }
    }
}
