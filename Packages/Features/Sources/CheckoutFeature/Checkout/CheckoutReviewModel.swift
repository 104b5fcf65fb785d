import Domain
import FeatureKit
import Services
import VSMKit

/// The draft on review: the cart's lines at the prices shown, and the prices that moved since the
/// cart was filled (once placing found any). Placing goes through Services' ``Checkout``
/// coordinator (pending record, place, empty the cart, remove the record), never around it.
public struct CheckoutReviewModel: Sendable, Equatable {
    @Service var checkout: Checkout
    /// What is about to be ordered, at the prices on show.
    public let draft: OrderDraft
    /// Prices that moved, shown to the customer: confirming accepts exactly these.
    public let priceChanges: [PriceChange]

    public init(checkout: Checkout, draft: OrderDraft, priceChanges: [PriceChange] = []) {
        self.checkout = checkout
        self.draft = draft
        self.priceChanges = priceChanges
    }

    /// `placing`, then `placed`; the review again with the moved prices when prices moved beyond
    /// the ones shown (nothing placed); or `failed` with a retry.
    @StateSequenceBuilder
    public func placeOrder() -> StateSequence<CheckoutViewState> {
        CheckoutViewState.placing(reviewModel: self)
        Next { await place() }
    }

    private func place() async -> CheckoutViewState {
        let shown = Set(priceChanges)
        do {
            // The coordinator asks before placing at moved prices: yes only to the ones on show.
            let outcome = try await checkout.checkout(confirm: { _, changes in Set(changes).isSubset(of: shown) })
            switch outcome {
            case .placed(let order, _):
                return .placed(placedModel: CheckoutPlacedModel(order: order))
            case .resumed(let order):
                return .placed(placedModel: CheckoutPlacedModel(order: order, finishedPendingCheckout: true))
            case .declined(let changes) where !changes.isEmpty:
                let repriced = try draft.accepting(changes)
                return .review(
                    reviewModel: CheckoutReviewModel(checkout: checkout, draft: repriced, priceChanges: changes))
            case .declined, .abandoned, .nothingPending:
                return failed(message: "prices kept changing while placing the order; nothing was placed")
            }
        } catch {
            return failed(message: ErrorMessage.describing(error))
        }
    }

    /// The failure, with the key of the checkout left pending (a retry places under it), if any.
    private func failed(message: String) -> CheckoutViewState {
        let pendingKey = (try? checkout.pending.load())?.key
        return .failed(failedModel: CheckoutFailedModel(reviewModel: self, message: message, pendingKey: pendingKey))
    }
}

extension CheckoutReviewModel: CustomStringConvertible {
    public var description: String {
        let lines = draft.lines.map { "\($0.sku)×\($0.quantity)" }.joined(separator: ", ")
        var text = "[\(lines)] total \(draft.total.formatted)"
        if !priceChanges.isEmpty { text += ", \(priceChanges.count) price change(s)" }
        return text
    }
}
