import CheckoutFeatureInterface
import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The customer's orders, newest first: loads when it appears (and again each time it comes back
/// on top); arrows move, Enter opens the order, `r` reloads or retries.
@MainActor
public struct OrdersView: TerminalView {
    public static let title = "Orders"

    @ViewState var state: OrdersViewState
    /// The highlighted order.
    @ViewLocal private var selection = 0

    public init(state: ViewState<OrdersViewState>) {
        _state = state
    }

    /// The dependencies' orders.
    public init(dependencies: Dependencies) {
        let loaderModel = OrdersLoaderModel(orderService: dependencies.orders)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        switch state {
        case .initialized(let loaderModel):
            $state.observe(loaderModel.load(), policy: .ignoreWhileRunning)
        case .empty(let loaderModel):
            $state.observe(loaderModel.refresh(), policy: .ignoreWhileRunning)
        case .loaded(let loadedModel):
            $state.observe(loadedModel.reload(), policy: .ignoreWhileRunning)
        case .loading:
            break
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("r"), .empty(let loaderModel)):
            $state.observe(loaderModel.load(), policy: .ignoreWhileRunning)
        case (.character("r"), .loaded(let loadedModel)):
            $state.observe(loadedModel.reload(), policy: .ignoreWhileRunning)
        case (.enter, .loaded(let loadedModel)):
            guard let order = loadedModel.orders[safe: selection] else { return .ignored }
            return .route(CheckoutRoute.order(order.id))
        case (_, .loaded(let loadedModel)):
            guard let row = ListHighlight.row(after: key, from: selection, count: loadedModel.orders.count) else {
                return .ignored
            }
            selection = row
        default:
            return .ignored
        }
        return .handled
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, selection: selection, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no `selection`).
    static func screen(for state: OrdersViewState, selection: Int?, width: Int) -> Screen {
        let width = max(20, width)
        switch state {
        case .initialized, .loading(nil):
            return Screen(
                title: title, lines: [Line([.spinner(), " Loading the orders…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen.loadFailure(title: title, subject: "the orders", message: errorModel.message)
        case .empty:
            return Screen(
                title: title,
                lines: [
                    Line("No orders yet.", style: .bold),
                    Line("Check out the cart to place one.", style: .color(.muted)),
                ],
                footer: [KeyHint("r", "reload"), KeyHint("esc", "back")])
        case .loaded(let loadedModel):
            let orders = loadedModel.orders
            let selected = selection.map { min(max(0, $0), orders.count - 1) }
            let table = Table(
                columns: [
                    .init("Order", width: .fit(maximum: 24)), .init("Placed", width: .fit(maximum: 20)),
                    .init("Items", width: .fit(maximum: 6), alignment: .right),
                    .init("Total", width: .fill(minimum: 10), alignment: .right),
                ],
                rows: orders.map { order in
                    Table.Row([
                        Span(order.id.rawValue), Span(order.placedAt.formatted(.iso8601)),
                        Span("\(order.itemCount)"), Span(order.total.formatted),
                    ])
                },
                selectedRow: selected)
            return Screen(
                title: "\(title) · \(orders.count)", lines: table.lines(width: width),
                footer: [
                    KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("r", "reload"), KeyHint("esc", "back"),
                ],
                focusedLine: selected.map(table.lineIndex(ofRow:)))
        }
    }
}

extension OrdersViewState {
    @MainActor public func printout(width: Int) -> Screen {
        OrdersView.screen(for: self, selection: nil, width: width)
    }
}
