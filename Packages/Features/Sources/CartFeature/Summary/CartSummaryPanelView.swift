import CartFeatureInterface
import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The cart's panel for a host screen (home): how many items, and the total. It runs the cart's own
/// state and models, loads and fails on its own (`r` retries), reloads each time it appears again
/// (so an item added on another screen shows when the host comes back on top), and Enter opens the
/// cart (`CartRoute.cart`).
@MainActor
public struct CartSummaryPanelView: TerminalView {
    public static let title = "Cart"

    @ViewState var state: CartViewState

    public init(state: ViewState<CartViewState>) {
        _state = state
    }

    /// The summary of the dependencies' cart.
    public init(dependencies: Dependencies) {
        self.init(state: ViewState(wrappedValue: .initialized(dependencies: dependencies)))
    }

    /// Loads the cart the first time, and reads it again each time the panel comes back on show.
    public func onAppear() {
        $state.loadOnAppear(rereading: true)
    }

    public func render(size: TerminalSize) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            Screen(title: Self.title, lines: [Line([.spinner(), " Loading the cart…"])])
        case .loading(let errorModel?):
            Screen.loadFailure(title: Self.title, subject: "the cart", message: errorModel.message)
        case .empty:
            Screen(
                title: Self.title, lines: [Line("Your cart is empty.", style: .color(.muted))],
                footer: [KeyHint("enter", "open")])
        case .loaded(let loadedModel):
            Screen(
                title: Self.title,
                lines: [
                    Line([
                        Span(Self.items(loadedModel.cart.itemCount), style: .bold), Span(" · total "),
                        Span(loadedModel.cart.total.formatted, style: .color(.price)),
                    ])
                ],
                footer: [KeyHint("enter", "open")])
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
            return .handled
        case (.enter, .empty), (.enter, .loaded):
            return .route(CartRoute.cart)
        default:
            return .ignored
        }
    }

    private static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
