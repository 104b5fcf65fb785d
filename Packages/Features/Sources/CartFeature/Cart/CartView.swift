import CheckoutFeatureInterface
import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The cart: loads when it appears; the lines with quantities and prices, subtotal, savings and
/// total (computed by Domain's `Cart`), the empty state, and errors with a way forward. Arrows
/// move, `+`/`-` change the quantity, `d` (or Delete) removes the line, `x` empties the cart, `r`
/// reloads (or retries a failed load), Enter or `o` checks out (`CheckoutRoute.review`, through
/// `CheckoutFeatureInterface`). A key pressed while a change is in flight is ignored: each change
/// is computed from the cart on show, so queueing it behind another would apply it to a stale cart.
@MainActor
public struct CartView: TerminalView {
    public static let title = "Cart"

    @ViewState var state: CartViewState
    /// The highlighted line.
    @ViewLocal private var selection = 0
    /// Whether the view was shown before: appearing again (back on top) reads the cart again.
    @ViewLocal private var hasAppeared = false

    public init(state: ViewState<CartViewState>) {
        _state = state
    }

    /// The view of the dependencies' cart.
    public init(dependencies: Dependencies) {
        self.init(state: ViewState(wrappedValue: .initialized(dependencies: dependencies)))
    }

    public func onAppear() {
        // Back on top, e.g. from a placed checkout that took the lines out: read the cart again.
        $state.loadOnAppear(rereading: hasAppeared)
        hasAppeared = true
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("r"), .empty(let loadedModel)):
            $state.observe(loadedModel.reload(), policy: .ignoreWhileRunning)
        case (_, .loaded(let loadedModel)):
            return handle(key, in: loadedModel)
        default:
            return .ignored
        }
        return .handled
    }

    private func handle(_ key: Key, in loadedModel: CartLoadedModel) -> KeyOutcome {
        let lines = loadedModel.cart.lines
        selection = min(selection, max(0, lines.count - 1))
        if let row = ListHighlight.row(after: key, from: selection, count: lines.count) {
            selection = row
            return .handled
        }
        let selected = lines[safe: selection]?.sku
        switch key {
        case .character("+"), .character("="), .right:
            guard let selected else { return .ignored }
            $state.observe(loadedModel.increment(selected), policy: .ignoreWhileRunning)
        case .character("-"), .left:
            guard let selected else { return .ignored }
            $state.observe(loadedModel.decrement(selected), policy: .ignoreWhileRunning)
        case .character("d"), .delete:
            guard let selected else { return .ignored }
            $state.observe(loadedModel.remove(selected), policy: .ignoreWhileRunning)
        case .character("x"):
            $state.observe(loadedModel.clear(), policy: .ignoreWhileRunning)
        case .character("r"):
            $state.observe(loadedModel.reload(), policy: .ignoreWhileRunning)
        case .enter, .character("o"):
            return .route(CheckoutRoute.review)
        default:
            return .ignored
        }
        return .handled
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, selection: selection, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no `selection`).
    static func screen(for state: CartViewState, selection: Int?, width: Int) -> Screen {
        let width = max(20, width)
        let title = CartView.title
        switch state {
        case .initialized, .loading(nil):
            return Screen(
                title: title, lines: [Line([.spinner(), " Loading the cart…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen.loadFailure(title: title, subject: "the cart", message: errorModel.message)
        case .empty(let model):
            var lines = [
                Line("Your cart is empty.", style: .bold),
                Line("Search for a product and press a on it to add it here.", style: .color(.muted)),
            ]
            lines.append(contentsOf: activityLines(model.activity))
            return Screen(title: title, lines: lines, footer: [KeyHint("r", "reload"), KeyHint("esc", "back")])
        case .loaded(let model):
            return loadedScreen(model, selection: selection, width: width)
        }
    }

    private static func loadedScreen(_ model: CartLoadedModel, selection: Int?, width: Int) -> Screen {
        let cart = model.cart
        let selected = selection.map { min(max(0, $0), cart.lines.count - 1) }
        let table = LineItemTable.table(
            cart.lines.map { line in
                LineItemTable.Item(
                    productName: line.productName, variantName: line.variantName, quantity: line.quantity,
                    unitPrice: line.unitPrice, total: line.total)
            }, selectedRow: selected, width: width)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(
            contentsOf: TotalsText.lines(
                subtotal: cart.subtotal, savings: cart.savings, total: cart.total, width: width))
        lines.append(contentsOf: activityLines(model.activity))
        return Screen(
            title: "\(Self.title) · \(cart.itemCount) \(cart.itemCount == 1 ? "item" : "items")", lines: lines,
            footer: [
                KeyHint("↑↓", "move"), KeyHint("+/-", "quantity"), KeyHint("d", "remove"), KeyHint("x", "empty cart"),
                KeyHint("r", "reload"), KeyHint("o", "checkout"), KeyHint("esc", "back"),
            ],
            focusedLine: selected.map(table.lineIndex(ofRow:)))
    }

    private static func activityLines(_ activity: CartActivity) -> [Line] {
        switch activity {
        case .idle:
            return []
        case .updating:
            return [.empty, Line([.spinner(), " Updating the cart…"])]
        case .failed(let message):
            return [
                .empty, Line([Span("Could not change the cart: ", style: .color(.error)), Span(message)]),
                Line("Press r to reload it.", style: .color(.muted)),
            ]
        }
    }
}

extension CartViewState {
    @MainActor public func printout(width: Int) -> Screen {
        CartView.screen(for: self, selection: nil, width: width)
    }
}
