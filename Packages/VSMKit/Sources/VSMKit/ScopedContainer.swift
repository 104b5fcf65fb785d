/// A child view's container over part of its parent's state: reads derive from the parent's state,
/// and every state the child's actions produce is put back into the parent's state by `embed`.
///
/// Make one with ``AsyncStateContainer/scope(_:)`` (a writable key path) or
/// ``AsyncStateContainer/scope(state:embed:)`` (a child that lives inside an enum case):
///
/// ```swift
/// let picker = $state.scope(\.picker)                 // ScopedContainer<ProductState, PickerState>
/// PickerView(picker: picker)                           // the child reads picker.state
/// picker.observe(picker.state.select(size: "M"))       // the parent's state changes, picker and all
/// ```
///
/// A scope adds no container: the child's actions are the parent's actions, so every rule of the
/// parent holds through it. A child's plain states and the leading plain states of its sequences
/// apply synchronously; a child action and a parent action replace (or are ignored during) each
/// other under the same ``InputPolicy``, and a cancelled one never writes; debounce uses the
/// parent's clock; the parent's stream subscribers and tracing see each child transition as a
/// parent transition whose origin is the child's call site. `embed` runs on the main actor as each
/// child state is applied, with the parent's state of that moment, so it never overwrites a newer
/// parent state with an older one.
///
/// A scope consumes its sequences on the main actor (one hop per async state) even for `Sendable`
/// states; the batching fast path is the parent's own.
@MainActor
public struct ScopedContainer<Parent, Child> {
    /// The container whose state this scope reads and writes.
    let parent: AsyncStateContainer<Parent>
    private let toChild: (Parent) -> Child
    private let embed: (Parent, Child) -> Parent

    init(
        parent: AsyncStateContainer<Parent>,
        toChild: @escaping (Parent) -> Child,
        embed: @escaping (Parent, Child) -> Parent
    ) {
        self.parent = parent
        self.toChild = toChild
        self.embed = embed
    }

    /// The child's part of the parent's current state; observable (it reads the parent's `state`).
    public var state: Child { toChild(parent.state) }

    // MARK: - Actions

    /// Applies `state` to the parent synchronously (unless the policy ignores it), or after
    /// `delay` on the parent's clock.
    public func observe(
        _ state: sending Child,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        parent.submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(state: state, origin: $0)
        }
    }

    /// Runs `operation` and embeds the state it returns, unless the action was cancelled first.
    public func observe(
        _ operation: sending @escaping () async -> Child,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        parent.submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(operation: operation, origin: $0)
        }
    }

    /// Embeds the states of `sequence` in order; the leading plain states synchronously.
    public func observe(
        _ sequence: sending StateSequence<Child>,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        parent.submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(sequence: sequence, origin: $0)
        }
    }

    // MARK: - Embedding

    /// A plain child state, embedded when the action starts.
    private func makeAction(state child: Child, origin: StateOrigin) -> ContainerAction<Parent> {
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            container.apply(single: embed(container.currentState, child), from: action)
            container.finish(action)
        }
    }

    private func makeAction(
        operation: sending @escaping () async -> Child, origin: StateOrigin
    ) -> ContainerAction<Parent> {
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            action.startTask(atOnce: false) { [weak container] in
                let child = await operation()
                guard let container, container.apply(single: embed(container.currentState, child), from: action)
                else { return }
                container.finish(action)
            }
        }
    }

    private func makeAction(sequence: StateSequence<Child>, origin: StateOrigin) -> ContainerAction<Parent> {
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            var iterator = sequence.makeAsyncIterator()
            var children: [Child] = []
            let hasMoreSteps = iterator.takeImmediateStates(into: &children)
            var states: [Parent] = []
            states.reserveCapacity(children.count)
            var current = container.currentState
            for index in 0..<children.count {
                current = embed(current, children[index])
                states.append(current)
            }
            guard container.apply(states, from: action) else { return }
            guard hasMoreSteps else {
                container.finish(action)
                return
            }
            container.consumeOnMainActor(iterator, for: action, embed: embed)
        }
    }
}

extension AsyncStateContainer {
    /// A scope over the part of the state at `keyPath`: the child reads it, and each child state is
    /// written back at `keyPath` into the parent's state of that moment.
    public func scope<Child>(_ keyPath: WritableKeyPath<State, Child>) -> ScopedContainer<State, Child> {
        scope(state: { $0[keyPath: keyPath] }) { parent, child in
            var next = parent
            next[keyPath: keyPath] = child
            return next
        }
    }

    /// A scope over the part of the state `toChild` reads; `embed` makes the parent state that
    /// holds a new child state (called on the main actor with the parent's current state).
    public func scope<Child>(
        state toChild: @escaping (State) -> Child,
        embed: @escaping (State, Child) -> State
    ) -> ScopedContainer<State, Child> {
        ScopedContainer(parent: self, toChild: toChild, embed: embed)
    }
}
