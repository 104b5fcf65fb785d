import CheckoutFeatureInterface
import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// Checkout: reads the cart when it appears and shows the lines, the totals and any moved prices;
/// Enter places the order (a press while it is being placed does nothing), then the placed order
/// (Enter opens it, `o` the orders) or the failure (`r` retries under the same key).
@MainActor
public struct CheckoutView: TerminalView {
    public static let title = "Checkout"

    @ViewState var state: CheckoutViewState

    public init(state: ViewState<CheckoutViewState>) {
        _state = state
    }

    /// The checkout of the dependencies' cart, through their ``Checkout`` coordinator.
    public init(dependencies: Dependencies) {
        let loaderModel = CheckoutLoaderModel(checkout: dependencies.checkout)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadReview())
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loadingReview(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("r"), .emptyCart(let loaderModel)):
            $state.observe(loaderModel.loadReview(), policy: .ignoreWhileRunning)
        case (.enter, .review(let reviewModel)):
            $state.observe(reviewModel.placeOrder(), policy: .ignoreWhileRunning)
        case (.enter, .placing), (.escape, .placing), (.backspace, .placing):
            break  // placing: a second Enter must not place twice, and leaving would cancel it
        case (.character("r"), .failed(let failedModel)):
            $state.observe(failedModel.retry(), policy: .ignoreWhileRunning)
        case (.enter, .placed(let placedModel)):
            return .route(CheckoutRoute.order(placedModel.order.id))
        case (.character("o"), .placed):
            return .route(CheckoutRoute.orders)
        default:
            return .ignored
        }
        return .handled
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout.
    static func screen(for state: CheckoutViewState, width: Int) -> Screen {
        let width = max(20, width)
        switch state {
        case .initialized, .loadingReview(nil):
            return Screen(
                title: title, lines: [Line([.spinner(), " Reading the cart…"])], footer: [KeyHint("esc", "back")])
        case .loadingReview(let errorModel?):
            return Screen.loadFailure(title: title, subject: "the cart", message: errorModel.message)
        case .emptyCart:
            return Screen(
                title: title,
                lines: [
                    Line("Your cart is empty: there is nothing to order.", style: .bold),
                    Line("Search for a product and press a on it to add it to the cart.", style: .color(.muted)),
                ],
                footer: [KeyHint("r", "reload"), KeyHint("esc", "back")])
        case .review(let reviewModel):
            var lines = priceChangeLines(reviewModel)
            lines.append(contentsOf: OrderLinesText.lines(reviewModel.draft, width: width))
            lines.append(.empty)
            let confirm =
                reviewModel.priceChanges.isEmpty
                ? "Press Enter to place the order." : "Press Enter to place the order at the new prices."
            lines.append(Line([Span(confirm, style: .bold)]))
            return Screen(
                title: "\(title) · \(itemsText(reviewModel.draft.itemCount))", lines: lines,
                footer: [KeyHint("enter", "place order"), KeyHint("esc", "back to the cart")])
        case .placing(let reviewModel):
            var lines = OrderLinesText.lines(reviewModel.draft, width: width)
            lines.append(.empty)
            lines.append(Line([.spinner(), " Placing the order…"]))
            return Screen(title: "\(title) · placing", lines: lines)
        case .placed(let placedModel):
            return placedScreen(placedModel, width: width)
        case .failed(let failedModel):
            var lines = [
                Line([Span("Could not place the order: ", style: .color(.error)), Span(failedModel.message)])
            ]
            if let key = failedModel.pendingKey {
                lines.append(
                    Line("The checkout is kept; a retry places it under the same key (\(key)).", style: .color(.muted)))
            }
            lines.append(.empty)
            lines.append(Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]))
            return Screen(title: title, lines: lines, footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        }
    }

    private static func placedScreen(_ placedModel: CheckoutPlacedModel, width: Int) -> Screen {
        let order = placedModel.order
        var lines = [Line("Order \(order.id) placed.", style: .bold)]
        if placedModel.finishedPendingCheckout {
            lines.append(
                Line(
                    "A checkout left pending was finished under its own key: placed once.",
                    style: .color(.muted)))
        }
        lines.append(.empty)
        lines.append(contentsOf: OrderLinesText.lines(order, width: width))
        return Screen(
            title: "\(title) · placed", lines: lines,
            footer: [KeyHint("enter", "open the order"), KeyHint("o", "orders"), KeyHint("esc", "back")])
    }

    /// What moved since the cart was filled, above the lines: product, was and now.
    private static func priceChangeLines(_ reviewModel: CheckoutReviewModel) -> [Line] {
        guard !reviewModel.priceChanges.isEmpty else { return [] }
        var lines = [Line("Prices changed since you added these:", style: .color(.error))]
        for change in reviewModel.priceChanges {
            let name =
                reviewModel.draft.lines.first { $0.sku == change.sku }.map { "\($0.productName) — \($0.variantName)" }
                ?? change.sku.rawValue
            lines.append(
                Line([
                    Span("  \(name): "), Span(change.was.current.formatted, style: .color(.muted)), Span(" → "),
                    Span(change.now.current.formatted, style: .color(change.isIncrease ? .error : .sale)),
                ]))
        }
        lines.append(.empty)
        return lines
    }

    private static func itemsText(_ count: Int) -> String {
        "\(count) \(count == 1 ? "item" : "items")"
    }
}

extension CheckoutViewState {
    @MainActor public func printout(width: Int) -> Screen {
        CheckoutView.screen(for: self, width: width)
    }
}
