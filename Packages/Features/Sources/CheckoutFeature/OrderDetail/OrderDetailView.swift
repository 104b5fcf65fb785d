import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// One placed order: loads when it appears; its status, when it was placed, the lines and the
/// totals; `r` retries a failed load, arrows scroll.
@MainActor
public struct OrderDetailView: TerminalView {
    @ViewState var state: OrderDetailViewState
    @ViewLocal private var scrollOffset = 0

    public init(state: ViewState<OrderDetailViewState>) {
        _state = state
    }

    /// The view of order `orderID` from the dependencies' orders.
    public init(orderID: OrderID, dependencies: Dependencies) {
        let loaderModel = OrderDetailLoaderModel(orderService: dependencies.orders, orderID: orderID)
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
        case (.up, .loaded), (.character("k"), .loaded):
            scrollOffset = max(0, scrollOffset - 1)
        case (.down, .loaded), (.character("j"), .loaded):
            let lastLine = max(0, render(size: .fallback).lines.count - 1)
            scrollOffset = min(scrollOffset + 1, lastLine)
        default:
            return .ignored
        }
        return .handled
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, scrollOffset: scrollOffset, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (from the top).
    static func screen(for state: OrderDetailViewState, scrollOffset: Int, width: Int) -> Screen {
        let width = max(20, width)
        switch state {
        case .initialized(let loaderModel):
            return Screen(
                title: "Order \(loaderModel.orderID)", lines: [Line([.spinner(), " Loading…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(nil):
            return Screen(
                title: "Order", lines: [Line([.spinner(), " Loading the order…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen.loadFailure(
                title: "Order \(errorModel.orderID)", subject: "the order", message: errorModel.message)
        case .loaded(let order):
            var lines = [
                Line([
                    Span(order.status.rawValue.capitalized, style: .bold),
                    Span(
                        " · \(order.placedAt.formatted(.iso8601)) · \(order.itemCount) \(order.itemCount == 1 ? "item" : "items")",
                        style: .color(.muted)),
                ]),
                .empty,
            ]
            lines.append(contentsOf: OrderLinesText.lines(order, width: width))
            return Screen(
                title: "Order \(order.id)", lines: lines, footer: [KeyHint("↑↓", "scroll"), KeyHint("esc", "back")],
                scrollOffset: scrollOffset)
        }
    }
}

extension OrderDetailViewState {
    @MainActor public func printout(width: Int) -> Screen {
        OrderDetailView.screen(for: self, scrollOffset: 0, width: width)
    }
}
