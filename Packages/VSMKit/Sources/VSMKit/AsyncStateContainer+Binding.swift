/// Bindings for text entry: one field of the state bound to an input whose setter turns a new value
/// into the next state, as VSM's `bind(_:to:)` does.
///
/// ```swift
/// let query = $state.bind(\.query, to: { state, text in state.withQuery(text) })
/// query.value = "sofa"      // applies the next state synchronously
///
/// let search = $state.bind(\.query, to: { _, text in searchModel.search(text) },
///                          debounced: .milliseconds(300))
/// ```
///
/// The setter reads the state at the moment it is called. With `debounced`, each write waits out the
/// window on the container's clock and only the last write of a burst is observed; meanwhile the
/// getter still reads the old field, so an input that echoes what is typed keeps its own text (or
/// observes an echo state first, without debounce, then the debounced action).
///
/// A binding does not keep its container alive (a binding stored in a state would otherwise make a
/// cycle): once the container is gone, reading gives the field as it was when bound and writing does
/// nothing.
extension AsyncStateContainer {
    /// Binds the field at `keyPath` to an input whose new value becomes the state `nextState`
    /// returns.
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to nextState: @escaping (State, Value) -> State,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) -> StateBinding<Value> {
        binding(keyPath, delay, policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            $0.makeAction(state: nextState($0.state, $1), origin: $2)
        }
    }

    /// The curried form vsm-ios also accepts: `nextState(state)(value)` is the next state, so a
    /// model method can be passed directly (`bind(\.name, to: FormState.withName)`).
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to nextState: @escaping (State) -> (Value) -> State,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) -> StateBinding<Value> {
        bind(
            keyPath, to: { state, value in nextState(state)(value) }, debounced: delay, policy: policy,
            fileID: fileID, line: line, function: function)
    }

    /// Binds the field at `keyPath` to an input whose new value starts the sequence `action`
    /// returns (a search, a validation).
    public func bind<Value>(
        _ keyPath: KeyPath<State, Value>,
        to action: @escaping (State, Value) -> StateSequence<State>,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) -> StateBinding<Value> {
        binding(keyPath, delay, policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            $0.makeAction(sequence: action($0.state, $1), origin: $2)
        }
    }

    /// The binding both `bind` forms return: it reads the field and turns a written value into the
    /// action `makeAction` builds, holding the container weakly.
    private func binding<Value>(
        _ keyPath: KeyPath<State, Value>,
        _ delay: Duration?,
        _ policy: InputPolicy?,
        _ origin: StateOrigin,
        makeAction: @escaping (AsyncStateContainer, Value, StateOrigin) -> ContainerAction<State>
    ) -> StateBinding<Value> {
        let fieldWhenBound = state[keyPath: keyPath]
        return StateBinding(
            get: { [weak self] in self?.state[keyPath: keyPath] ?? fieldWhenBound },
            set: { [weak self] value in
                guard let self else { return }
                self.submit(makeAction(self, value, origin), debounced: delay, policy: policy)
            })
    }
}
