import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

extension CheckoutView {
    /// Checkout's named previews: each phase (review, moved prices, placing, placed, failed), the
    /// empty cart, text that is long or wide, a narrow terminal.
    static var previews: [Preview] {
        typealias Data = CheckoutPreviewData
        return [
            Preview("checkout: review") { showing(Data.review($0, Data.standardLines)) },
            Preview("checkout: loading", dependencies: .preset.cart(.hangs)) { CheckoutView(dependencies: $0) },
            Preview("checkout: load failed", dependencies: .preset.cart(.fails(.offline("no network")))) {
                showing(await CheckoutFeature.loadReview(dependencies: $0))
            },
            Preview("checkout: empty cart") { showing(await CheckoutFeature.loadReview(dependencies: $0)) },
            Preview("checkout: prices changed") {
                showing(Data.review($0, Data.priceChange.lines, priceChanges: Data.priceChange.changes))
            },
            Preview("checkout: placing") { dependencies in
                showing(placing(Data.review(dependencies, Data.standardLines)))
            },
            Preview("checkout: placed") { _ in showing(.placed(placedModel: CheckoutPlacedModel(order: Data.order))) },
            Preview("checkout: failed, pending key kept") { dependencies in
                showing(failed(Data.review(dependencies, Data.standardLines)))
            },
            Preview("checkout: long and unicode text") { showing(Data.review($0, Data.longAndUnicodeLines)) },
            Preview("checkout: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 14)]) {
                showing(Data.review($0, Data.standardLines))
            },
        ]
    }

    private static func placing(_ review: CheckoutViewState) -> CheckoutViewState {
        guard case .review(let reviewModel) = review else { return review }
        return .placing(reviewModel: reviewModel)
    }

    private static func failed(_ review: CheckoutViewState) -> CheckoutViewState {
        guard case .review(let reviewModel) = review else { return review }
        return .failed(
            failedModel: CheckoutFailedModel(
                reviewModel: reviewModel, message: "the server did not answer in time",
                pendingKey: IdempotencyKey(rawValue: "6f1c2b9e-preview-key")))
    }

    private static func showing(_ state: CheckoutViewState) -> CheckoutView {
        CheckoutView(state: ViewState(wrappedValue: state))
    }
}
