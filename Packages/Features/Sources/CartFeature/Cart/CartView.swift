import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The cart: loads when it appears; the lines with quantities and prices, subtotal, savings and
/// total (computed by Domain's `Cart`), the empty state, and errors with a way forward. Arrows
/// move, `+`/`-` change the quantity, `d` (or Delete) removes the line, `x` empties the cart, `r`
/// reloads (or retries a failed load). A key pressed while a change is in flight is ignored: each
/// change is computed from the cart on show, so queueing it behind another would apply it to a
/// stale cart.
@MainActor
public struct CartView: TerminalView {
    public static let title = "Cart"

    @ViewState var state: CartViewState
    /// The highlighted line.
    @ViewLocal private var selection = 0

    public init(state: ViewState<CartViewState>) {
        _state = state
    }

    /// The view of the dependencies' cart.
    public init(dependencies: Dependencies) {
        let loaderModel = CartLoaderModel(cartService: dependencies.cart)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
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
        let selected = lines[safe: selection]?.sku
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(lines.count - 1, selection + 1)
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
        let table = linesTable(cart, selection: selected, width: width)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(contentsOf: totalLines(cart, width: width))
        lines.append(contentsOf: activityLines(model.activity))
        return Screen(
            title: "\(Self.title) · \(cart.itemCount) \(cart.itemCount == 1 ? "item" : "items")", lines: lines,
            footer: [
                KeyHint("↑↓", "move"), KeyHint("+/-", "quantity"), KeyHint("d", "remove"), KeyHint("x", "empty cart"),
                KeyHint("r", "reload"), KeyHint("esc", "back"),
            ],
            focusedLine: selected.map(table.lineIndex(ofRow:)))
    }

    /// The lines as a table whose prices are never cut: the price and total columns are exactly as
    /// wide as their widest amount and only the item's name is truncated. When the name would get
    /// fewer than `minimumNameWidth` columns, the unit price drops its "(was …)" part, then the unit
    /// price column goes (the line total stays): a shorter price beats a cut one.
    private static func linesTable(_ cart: Cart, selection: Int?, width: Int) -> Table {
        let minimumNameWidth = 8
        let layouts: [UnitPriceColumn] = [.full, .current, .none]
        let tables = layouts.map { linesTable(cart, unitPrice: $0, selection: selection) }
        let fitting = tables.first { table in
            (table.columnWidths(totalWidth: width).first ?? 0) >= minimumNameWidth
        }
        return fitting ?? tables[tables.count - 1]
    }

    /// How the unit price column shows a price.
    private enum UnitPriceColumn {
        /// `$17.49 (was $24.99)`.
        case full
        /// `$17.49`, coloured as a sale price when it is one.
        case current
        /// No unit price column.
        case none
    }

    private static func linesTable(_ cart: Cart, unitPrice: UnitPriceColumn, selection: Int?) -> Table {
        func unitPriceText(_ price: Price) -> String? {
            switch unitPrice {
            case .full: PriceText.text(price)
            case .current: price.current.formatted
            case .none: nil
            }
        }
        /// A column exactly as wide as its title and widest amount: never shrunk by the table.
        func amountColumn(_ title: String, _ amounts: [String]) -> Table.Column {
            .init(title, width: .fixed(([title] + amounts).map(\.displayWidth).max() ?? 0), alignment: .right)
        }
        let unitPrices = cart.lines.map { unitPriceText($0.unitPrice) }
        var columns: [Table.Column] = [
            .init("Item", width: .fill(minimum: 1)), .init("Qty", width: .fit(maximum: 5), alignment: .right),
        ]
        if unitPrice != .none {
            columns.append(amountColumn("Price", unitPrices.compactMap { $0 }))
        }
        columns.append(amountColumn("Total", cart.lines.map(\.total.formatted)))
        let rows = zip(cart.lines, unitPrices).map { line, unitPriceText in
            var cells = [Span("\(line.productName) — \(line.variantName)"), Span("\(line.quantity)")]
            if let unitPriceText {
                cells.append(Span(unitPriceText, style: .color(line.unitPrice.isOnSale ? .sale : .price)))
            }
            cells.append(Span(line.total.formatted))
            return Table.Row(cells)
        }
        return Table(columns: columns, rows: rows, selectedRow: selection)
    }

    /// Subtotal (regular prices), savings (only when there are any) and the total, right-aligned.
    private static func totalLines(_ cart: Cart, width: Int) -> [Line] {
        var rows: [(String, String, Style)] = [("Subtotal", cart.subtotal.formatted, .plain)]
        if !cart.savings.isZero {
            rows.append(("Savings", "-" + cart.savings.formatted, .color(.sale)))
        }
        rows.append(("Total", cart.total.formatted, .bold))
        let amountWidth = rows.map(\.1.displayWidth).max() ?? 0
        return rows.map { label, amount, style in
            let labelText = (label + "  ").padded(toWidth: max(0, width - amountWidth), alignment: .right)
            return Line([
                Span(labelText, style: style),
                Span(amount.padded(toWidth: amountWidth, alignment: .right), style: style),
            ])
        }
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
