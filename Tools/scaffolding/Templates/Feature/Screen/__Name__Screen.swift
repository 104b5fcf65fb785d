import Services
import TerminalUI
import VSMKit

/// The __Name__ feature as a screen of the interactive app: loads on start, arrows move, `r`
/// reloads.
@MainActor
public final class __Name__Screen: InteractiveScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<__Name__ViewState>
    public var onChange: (@MainActor () -> Void)?
    /// The highlighted row.
    public private(set) var selection = 0
    private var relay: Task<Void, Never>?

    /// The screen on the app's services.
    public convenience init(dependencies: Dependencies) {
        // Replace with the service this feature is about.
        let products = dependencies.products
        self.init(model: __Name__Model(source: { try await products.featured(10).map(\.name) }))
    }

    public init(model: __Name__Model) {
        container = AsyncStateContainer(state: .initialized(model))
    }

    public var isLoading: Bool { container.state.isLoading }

    public func start() {
        let states = container.stateStream()
        relay = Task { [weak self] in
            for await _ in states { self?.onChange?() }
        }
        if case .initialized(let model) = container.state {
            container.observe(model.load())
        }
    }

    public func stop() {
        relay?.cancel()
        relay = nil
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
        case (.character("r"), .loaded(let model, _)), (.character("r"), .failed(let model, _)):
            container.observe(model.load())
        default:
            return .ignored
        }
        return .handled
    }
}
