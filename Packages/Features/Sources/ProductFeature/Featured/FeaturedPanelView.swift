import Domain
import FeatureKit
import FoundationExt
import ProductFeatureInterface
import Services
import TerminalUI
import VSMKit

/// The product feature's panel for a host screen (home): featured products with their prices. It
/// loads, fails and retries on its own; ↑↓ move, Enter opens the product (`ProductRoute.detail`),
/// `r` retries a failed load.
@MainActor
public struct FeaturedPanelView: TerminalView {
    public static let title = "Featured products"

    @ViewState var state: FeaturedViewState
    @ViewLocal private var selection = 0

    public init(state: ViewState<FeaturedViewState>) {
        _state = state
    }

    /// `count` featured products of the dependencies' catalog.
    public init(dependencies: Dependencies, count: Int) {
        let loaderModel = FeaturedLoaderModel(productService: dependencies.products, count: count)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, selection: selection)
    }

    /// The screen for `state`: the one layout of the panel and of its printout (no `selection`).
    static func screen(for state: FeaturedViewState, selection: Int?) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            return Screen(title: title, lines: [Line([.spinner(), " Loading featured products…"])])
        case .loading(let errorModel?):
            return Screen.loadFailure(title: title, subject: "the products", message: errorModel.message)
        case .loaded(let products) where products.isEmpty:
            return Screen(title: title, lines: [Line("Nothing featured today.", style: .color(.muted))])
        case .loaded(let products):
            let selected = selection.map { min($0, products.count - 1) }
            let lines = products.enumerated().map { index, product in
                let spans = [
                    Span(product.name),
                    Span("  " + product.price.formatted, style: .color(product.price.isOnSale ? .sale : .price)),
                ]
                return selected == nil ? Line(spans) : Line.selectable(spans, isSelected: index == selected)
            }
            return Screen(title: title, lines: lines, footer: [KeyHint("enter", "open")], focusedLine: selected)
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.enter, .loaded(let products)):
            guard let product = products[safe: selection] else { return .ignored }
            return .route(ProductRoute.detail(product.id, sku: nil))
        case (_, .loaded(let products)):
            guard let row = ListHighlight.row(after: key, from: selection, count: products.count) else {
                return .ignored
            }
            selection = row
        default:
            return .ignored
        }
        return .handled
    }
}

extension FeaturedViewState {
    @MainActor public func printout(width: Int) -> Screen {
        FeaturedPanelView.screen(for: self, selection: nil)
    }
}
