/// A child view's container over part of its parent's state: reads derive from the parent's state,
/// and every state the child's actions produce is put back into the parent's state by `embed`.
///
/// Make one with ``AsyncStateContainer/scope(_:)`` (a writable key path) or
/// ``AsyncStateContainer/scope(state:embed:)``:
///
/// ```swift
/// let picker = $state.scope(\.picker)                 // ScopedContainer<ProductState, PickerState>
/// PickerView(picker: picker)                           // the child reads picker.state
/// picker.observe(picker.state.select(size: "M"))       // the parent's state changes, picker and all
/// ```
///
/// A scope adds no container: the child's actions are the parent's actions, so every rule of the
/// parent holds through it. A child's plain states and the leading plain states of its sequences
/// apply synchronously; a child action and a parent action replace (or queue behind, or are
/// ignored during) each other under the same ``InputPolicy``, and a cancelled one never writes;
/// debounce uses the parent's clock; the parent's stream subscribers and tracer see each child
/// transition as a parent transition whose origin is the child's call site. `embed` runs on the
/// main actor as each child state is applied, with the parent's state of that moment, so it never
/// overwrites a newer parent state with an older one.
///
/// A scope consumes its sequences on the main actor (one hop per async state) even for `Sendable`
/// states; the batching fast path is the parent's own.
@MainActor
public struct ScopedContainer<Parent, Child> {
    /// The container whose state this scope reads and writes.
    public let parent: AsyncStateContainer<Parent>
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

    /// Whether the parent has an action running (the child's or another).
    public var isRunning: Bool { parent.isRunning }

    /// A scope over part of this scope's state (a grandchild).
    public func scope<Grandchild>(
        state toGrandchild: @escaping (Child) -> Grandchild,
        embed embedGrandchild: @escaping (Child, Grandchild) -> Child
    ) -> ScopedContainer<Parent, Grandchild> {
        let toChild = toChild
        let embed = embed
        return ScopedContainer<Parent, Grandchild>(
            parent: parent,
            toChild: { toGrandchild(toChild($0)) },
            embed: { parentState, grandchild in
                embed(parentState, embedGrandchild(toChild(parentState), grandchild))
            })
    }

    // MARK: - Actions

    /// Applies `state` to the parent synchronously (unless the policy ignores or queues it), or
    /// after `delay` on the parent's clock.
    public func observe(
        _ state: sending Child,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        parent.submit(makeAction(state: state, origin: origin), debounced: delay, policy: policy)
    }

    /// Runs `operation` and embeds the state it returns, unless the action was cancelled first.
    public func observe(
        _ operation: sending nonisolated(nonsending) @escaping () async -> Child,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        parent.submit(makeAction(operation: operation, origin: origin), debounced: delay, policy: policy)
    }

    /// Embeds the states of `sequence` in order; the leading plain states synchronously.
    public func observe(
        _ sequence: sending StateSequence<Child>,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        parent.submit(makeAction(sequence: sequence, origin: origin), debounced: delay, policy: policy)
    }

    /// Embeds every element of `sequence` in order as it arrives, until it ends or is cancelled.
    public func observe<S: AsyncSequence>(
        _ sequence: sending S,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) where S.Element == Child, S.Failure == Never {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        parent.submit(makeAction(sequence: sequence, origin: origin), debounced: delay, policy: policy)
    }

    /// Observes `operation` and returns once its state is embedded or the action was cancelled.
    public func refresh(
        _ operation: sending nonisolated(nonsending) @escaping () async -> Child,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await parent.submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeAction(operation: operation, origin: $0)
        }
    }

    /// Observes `sequence` and returns once its last state is embedded or it was cancelled.
    public func refresh(
        _ sequence: sending StateSequence<Child>,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await parent.submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeAction(sequence: sequence, origin: $0)
        }
    }

    /// Binds a field of the child's state to an input whose new value becomes the child state
    /// `nextState` returns, embedded into the parent's. Holds the parent weakly, like the
    /// parent's own bindings.
    public func bind<Value>(
        _ keyPath: KeyPath<Child, Value>,
        to nextState: @escaping (Child, Value) -> Child,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) -> StateBinding<Value> {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        let fieldWhenBound = state[keyPath: keyPath]
        let toChild = toChild
        let embed = embed
        return StateBinding(
            get: { [weak parent] in parent.map { toChild($0.state)[keyPath: keyPath] } ?? fieldWhenBound },
            set: { [weak parent] value in
                guard let parent else { return }
                let scope = ScopedContainer(parent: parent, toChild: toChild, embed: embed)
                let action = scope.makeAction(computing: { nextState($0, value) }, origin: origin)
                parent.submit(action, debounced: delay, policy: policy)
            })
    }

    // MARK: - Embedding

    /// A plain child state, embedded when the action starts (a queued one: when its turn comes).
    private func makeAction(state child: Child, origin: StateOrigin) -> ContainerAction<Parent> {
        makeAction(computing: { _ in child }, origin: origin)
    }

    /// A child state computed from the child's state of the moment the action starts.
    private func makeAction(
        computing nextChild: @escaping (Child) -> Child, origin: StateOrigin
    ) -> ContainerAction<Parent> {
        let toChild = toChild
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            let current = container.currentState
            container.apply(single: embed(current, nextChild(toChild(current))), from: action)
            container.finish(action)
        }
    }

    private func makeAction(
        operation: sending nonisolated(nonsending) @escaping () async -> Child, origin: StateOrigin
    ) -> ContainerAction<Parent> {
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            action.task = Task { [weak container] in
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
            for index in children.indices {
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

    private func makeAction<S: AsyncSequence>(
        sequence: S, origin: StateOrigin
    ) -> ContainerAction<Parent> where S.Element == Child, S.Failure == Never {
        let embed = embed
        return ContainerAction(origin: origin) { container, action in
            container.consumeOnMainActor(sequence.makeAsyncIterator(), for: action, embed: embed)
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
