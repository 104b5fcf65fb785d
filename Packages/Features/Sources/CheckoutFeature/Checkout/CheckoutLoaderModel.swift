import Domain
import FeatureKit
import Services
import VSMKit

/// Reads the cart into the draft to review: `loadingReview`, then the review, the empty cart, or
/// an error model that retries.
public struct CheckoutLoaderModel: Sendable, Equatable {
    @Service var checkout: Checkout

    public init(checkout: Checkout) {
        self.checkout = checkout
    }

    /// `loadingReview`, then `review` (no moved prices known yet), `emptyCart`, or
    /// `loadingReview(errorModel:)` when the cart cannot be read.
    @StateSequenceBuilder
    public func loadReview() -> StateSequence<CheckoutViewState> {
        CheckoutViewState.loadingReview(errorModel: nil)
        Next { await fetchDraft() }
    }

    private func fetchDraft() async -> CheckoutViewState {
        do {
            let draft = try OrderDraft(cart: try await checkout.cart.load())
            return .review(reviewModel: CheckoutReviewModel(checkout: checkout, draft: draft))
        } catch OrderError.emptyCart {
            return .emptyCart(loaderModel: self)
        } catch {
            return .loadingReview(
                errorModel: CheckoutErrorModel(checkout: checkout, message: ErrorMessage.describing(error)))
        }
    }
}
