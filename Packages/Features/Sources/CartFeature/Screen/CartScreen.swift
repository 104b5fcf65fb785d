import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The cart as a screen of the interactive app: loads on start; arrows move, `+`/`-` change the
/// quantity, `d` (or Delete) removes the line, `x` empties the cart, `r` reloads (or retries a
/// failed load). A key pressed while a change is in flight is ignored: each change is computed
/// from the cart on show, so queueing it behind another would apply it to a stale cart.
@MainActor
public final class CartScreen: ContainerScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<CartViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    /// The highlighted line.
    public private(set) var selection = 0

    /// The screen of the dependencies' cart.
    public convenience init(dependencies: Dependencies) {
        self.init(loader: CartLoaderModel(service: dependencies.cart))
    }

    public init(loader: CartLoaderModel) {
        container = AsyncStateContainer(state: .initialized(loader))
    }

    /// Loads, unless something was loaded already.
    public func begin() {
        if case .initialized(let loader) = container.state {
            container.observe(loader.load())
        }
    }

    public func screen(size: TerminalSize) -> Screen {
        CartView.screen(for: container.state, size: size, selection: selection)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch container.state {
        case .loading(let errorModel?):
            return handleRetryKey(key, retry: errorModel.retry())
        case .empty(let model):
            return handleRetryKey(key, retry: model.reload(), policy: .ignoreWhileRunning)
        case .loaded(let model):
            return handle(key, in: model)
        case .initialized, .loading(nil):
            return .ignored
        }
    }

    private func handle(_ key: Key, in model: CartModel) -> KeyOutcome {
        let lines = model.cart.lines
        selection = min(selection, max(0, lines.count - 1))
        let selected = lines[safe: selection]?.sku
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(lines.count - 1, selection + 1)
        case .character("+"), .character("="), .right:
            guard let selected else { return .ignored }
            container.observe(model.increment(selected), policy: .ignoreWhileRunning)
        case .character("-"), .left:
            guard let selected else { return .ignored }
            container.observe(model.decrement(selected), policy: .ignoreWhileRunning)
        case .character("d"), .delete:
            guard let selected else { return .ignored }
            container.observe(model.remove(selected), policy: .ignoreWhileRunning)
        case .character("x"):
            container.observe(model.clear(), policy: .ignoreWhileRunning)
        case .character("r"):
            container.observe(model.reload(), policy: .ignoreWhileRunning)
        default:
            return .ignored
        }
        return .handled
    }
}
