import Domain
import FeatureKit

/// The phases of a checkout: initialized, loading the review (with an error model once the cart
/// could not be read), the empty cart, the review (lines, totals, moved prices) and its confirm,
/// placing (Enter ignored), then the placed order or the failure with a retry under the same key.
public enum CheckoutViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model reads the cart.
    case initialized(loaderModel: CheckoutLoaderModel)
    /// Reading the cart; `errorModel` is set when it could not be read, and retries.
    case loadingReview(errorModel: CheckoutErrorModel?)
    /// The cart has nothing to order; the loader model reads it again.
    case emptyCart(loaderModel: CheckoutLoaderModel)
    /// What is about to be ordered, at the prices shown; the model places it.
    case review(reviewModel: CheckoutReviewModel)
    /// The order is being placed: the reviewed draft under a spinner.
    case placing(reviewModel: CheckoutReviewModel)
    /// The order was placed.
    case placed(placedModel: CheckoutPlacedModel)
    /// Placing failed; the model retries (a pending checkout keeps its key).
    case failed(failedModel: CheckoutFailedModel)

    /// Why the review could not be loaded or the order not placed, if so.
    public var failureMessage: String? {
        switch self {
        case .initialized, .loadingReview(nil), .emptyCart, .review, .placing, .placed: nil
        case .loadingReview(let errorModel?): errorModel.message
        case .failed(let failedModel): failedModel.message
        }
    }
}

extension CheckoutViewState: CustomStringConvertible {
    /// A short description for traces and test diffs (no service internals).
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loadingReview(nil): "loadingReview"
        case .loadingReview(let errorModel?): "loadingReview(error: \(errorModel.message))"
        case .emptyCart: "emptyCart"
        case .review(let reviewModel): "review(\(reviewModel))"
        case .placing(let reviewModel): "placing(\(reviewModel))"
        case .placed(let placedModel): "placed(\(placedModel))"
        case .failed(let failedModel): "failed(\(failedModel))"
        }
    }
}
