import FeatureKit
import Services
import VSMKit

/// The cart could not be loaded: why (for a corrupt cart file, the store's message says where the
/// damaged file was moved), and a retry, which starts from an empty cart once the file is aside.
public struct CartErrorModel: Sendable, Equatable {
    @Service var cartService: CartService
    /// Why, for people (the error's localized description).
    public let message: String

    public init(cartService: CartService, message: String) {
        self.cartService = cartService
        self.message = message
    }

    /// Loads again: `loading`, then the cart or another error.
    public func retry() -> StateSequence<CartViewState> {
        CartLoaderModel(cartService: cartService).load()
    }
}
