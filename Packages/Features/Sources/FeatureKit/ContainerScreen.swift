import TerminalUI
import VSMKit

/// A feature's screen adapter over an `AsyncStateContainer`: the glue every such screen shares.
///
/// A conforming screen stores its `container`, its `onChange` and a `changeRelay`, and says in
/// ``begin()`` what starts it (usually the first load). It then gets `isLoading` from the state,
/// `start()` (relay every applied state to `onChange`, so the runner redraws asynchronous results,
/// then ``begin()``) and `stop()` (stop relaying). It writes only `screen(size:)` and `handle(_:)`,
/// where ``handleRetryKey(_:retry:policy:fileID:line:function:)`` answers `r` on a failure.
@MainActor
public protocol ContainerScreen: InteractiveScreen {
    /// The feature's view state.
    associatedtype State: FeatureState
    /// The state container the screen renders and sends its actions to.
    var container: AsyncStateContainer<State> { get }
    /// Relays the container's states to `onChange` between `start()` and `stop()`; a conforming
    /// screen stores one: `public let changeRelay = StateChangeRelay()`.
    var changeRelay: StateChangeRelay { get }
    /// The screen's first work, run by `start()` once changes are relayed (e.g. the first load).
    func begin()
}

extension ContainerScreen {
    /// Whether the state says something is loading.
    public var isLoading: Bool { container.state.isLoading }

    /// Relays every state the container applies from now on to `onChange`, then ``begin()``s.
    public func start() {
        changeRelay.start(container) { [weak self] in self?.onChange?() }
        begin()
    }

    /// Stops relaying (the runner drops `onChange` next).
    public func stop() {
        changeRelay.stop()
    }

    /// The retry key of a screen showing a failure: `r` observes `retry` (e.g. the error model's
    /// `retry()`) and is handled; any other key is ignored. Traces name the caller as the origin.
    public func handleRetryKey(
        _ key: Key, retry: @autoclosure () -> sending StateSequence<State>, policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) -> KeyOutcome {
        guard key == .character("r") else { return .ignored }
        container.observe(retry(), policy: policy, fileID: fileID, line: line, function: function)
        return .handled
    }
}
