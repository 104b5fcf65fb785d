/// The property wrapper a view declares its state with: reading it gives the current state,
/// `$state` is the ``AsyncStateContainer`` that moves it forward.
///
/// ```swift
/// @MainActor
/// struct BlogEntryView {
///     @ViewState var state: BlogEntryViewState
///
///     func onAppear() {
///         if case .initialized(let loaderModel) = state {
///             $state.observe(loaderModel.loadEntry())
///         }
///     }
/// }
///
/// let view = BlogEntryView(state: .initialized(loaderModel))          // a container of its own
/// let preview = BlogEntryView(state: ViewState(container: container)) // an injected one
/// ```
///
/// Views using it are `@MainActor`, like the container.
@MainActor
@propertyWrapper
public struct ViewState<State> {
    /// The container: `$state.observe(...)`, `$state.stateStream()`, `$state.bind(...)`.
    public let projectedValue: AsyncStateContainer<State>

    /// The container, as vsm-ios's `ViewState.container` names it (the same as `$state`).
    public var container: AsyncStateContainer<State> { projectedValue }

    /// The current state.
    public var wrappedValue: State { projectedValue.state }

    /// A view state with a container of its own, starting in `wrappedValue`.
    public init(wrappedValue: sending State) {
        self.projectedValue = AsyncStateContainer(state: wrappedValue)
    }

    /// A view state with a container of its own, starting in `wrappedValue`, with an injected clock
    /// and default input policy.
    public init(wrappedValue: sending State, clock: any Clock<Duration>, inputPolicy: InputPolicy = .replace) {
        self.projectedValue = AsyncStateContainer(state: wrappedValue, clock: clock, inputPolicy: inputPolicy)
    }

    /// A view state backed by an existing container, for tests and previews.
    public init(container: AsyncStateContainer<State>) {
        self.projectedValue = container
    }
}
