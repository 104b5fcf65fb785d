import FeatureKit
import Services
import VSMKit

/// The cart could not be read for the review: why, and a retry.
public struct CheckoutErrorModel: Sendable, Equatable {
    @Service var checkout: Checkout
    /// Why, for people (the error's localized description).
    public let message: String

    public init(checkout: Checkout, message: String) {
        self.checkout = checkout
        self.message = message
    }

    /// Reads the cart again: `loadingReview`, then the review or another error.
    public func retry() -> StateSequence<CheckoutViewState> {
        CheckoutLoaderModel(checkout: checkout).loadReview()
    }
}
