import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The product detail as a screen of the interactive app: loads on start; ↑↓ pick the colour or
/// size row, ←→ change it, `a` (or Enter) adds the SKU to the cart, ignoring presses while an add
/// is in flight; `r` retries a failed load.
@MainActor
public final class ProductDetailScreen: ContainerScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<ProductDetailViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    /// The row the arrows change.
    public private(set) var focus: ProductDetailFocus = .colour

    /// The screen of product `productID`, adding to the dependencies' cart.
    public convenience init(productID: ProductID, dependencies: Dependencies) {
        self.init(
            loader: ProductDetailLoaderModel(
                products: dependencies.products, cart: dependencies.cart, productID: productID))
    }

    public init(loader: ProductDetailLoaderModel) {
        container = AsyncStateContainer(state: .initialized(loader))
    }

    /// Loads, unless something was loaded already.
    public func begin() {
        if case .initialized(let loader) = container.state {
            container.observe(loader.loadProduct())
        }
    }

    public func screen(size: TerminalSize) -> Screen {
        ProductDetailView.screen(for: container.state, size: size, focus: effectiveFocus)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch container.state {
        case .loading(let errorModel?):
            return handleRetryKey(key, retry: errorModel.retry())
        case .loaded(let model):
            return handle(key, in: model)
        case .initialized, .loading(nil):
            return .ignored
        }
    }

    /// The focus, moved to the row that exists when the product has only colours or only sizes.
    private var effectiveFocus: ProductDetailFocus {
        guard case .loaded(let model) = container.state else { return focus }
        if focus == .colour, model.colours.isEmpty { return .size }
        if focus == .size, model.sizes.isEmpty { return .colour }
        return focus
    }

    private func handle(_ key: Key, in model: ProductDetailModel) -> KeyOutcome {
        switch key {
        case .up, .character("k"):
            focus = .colour
        case .down, .character("j"):
            focus = .size
        case .left, .right, .character("h"), .character("l"):
            // While an add is in flight the choice stays: changing it would cancel the add.
            guard model.addStatus != .adding else { return .handled }
            let offset = (key == .left || key == .character("h")) ? -1 : 1
            switch effectiveFocus {
            case .colour: container.observe(model.choosingColour(offset: offset))
            case .size: container.observe(model.choosingSize(offset: offset))
            }
        case .character("a"), .enter:
            addToCart(model)
        default:
            return .ignored
        }
        return .handled
    }

    /// Adds the chosen SKU; a press while an add is running is ignored by the policy.
    private func addToCart(_ model: ProductDetailModel) {
        container.observe(model.addToCart(), policy: .ignoreWhileRunning)
    }
}
