import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The __Name__ feature as a screen of the interactive app: loads on start, arrows move, `r`
/// reloads.
@MainActor
public final class __Name__Screen: ContainerScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<__Name__ViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    /// The highlighted row.
    public private(set) var selection = 0

    /// The screen on the app's services.
    public convenience init(dependencies: Dependencies) {
        // Replace with the service this feature is about.
        let products = dependencies.products
        self.init(model: __Name__Model(source: { try await products.featured(10).map(\.name) }))
    }

    public init(model: __Name__Model) {
        container = AsyncStateContainer(state: .initialized(model))
    }

    /// Loads, unless something was loaded already (`start()` and `stop()` come from
    /// ``ContainerScreen``).
    public func begin() {
        if case .initialized(let model) = container.state {
            container.observe(model.load())
        }
    }

    public func screen(size: TerminalSize) -> Screen {
        __Name__View.screen(for: container.state, size: size, selection: selection)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, container.state) {
        case (.up, .loaded):
            selection = max(0, selection - 1)
        case (.down, .loaded(_, let items)):
            selection = min(max(0, items.count - 1), selection + 1)
        case (_, .loaded(let model, _)), (_, .failed(let model, _)):
            return handleRetryKey(key, retry: model.load())
        default:
            return .ignored
        }
        return .handled
    }
}
