import Domain
import VSMKit

/// Placing failed: why, and a retry of the same review. When the failure left the checkout pending
/// (the order may or may not have reached the server), the retry finishes it under the same
/// idempotency key, so it places at most one order.
public struct CheckoutFailedModel: Sendable, Equatable {
    /// The review that was being placed.
    public let reviewModel: CheckoutReviewModel
    /// Why, for people (the error's localized description).
    public let message: String
    /// The key of the checkout left pending, which the retry places under; `nil` when nothing is
    /// pending (the order was refused, so a retry starts afresh).
    public let pendingKey: IdempotencyKey?

    public init(reviewModel: CheckoutReviewModel, message: String, pendingKey: IdempotencyKey?) {
        self.reviewModel = reviewModel
        self.message = message
        self.pendingKey = pendingKey
    }

    /// Places again: `placing`, then `placed`, the review or another failure.
    public func retry() -> StateSequence<CheckoutViewState> {
        reviewModel.placeOrder()
    }
}

extension CheckoutFailedModel: CustomStringConvertible {
    public var description: String {
        message + (pendingKey.map { ", pending key \($0)" } ?? "")
    }
}
