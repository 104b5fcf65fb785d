/// How each kind of source becomes a ``ContainerAction``: what is applied synchronously, and where
/// the rest is consumed.
extension AsyncStateContainer {
    func makeAction(state: State, origin: StateOrigin) -> ContainerAction<State> {
        ContainerAction(origin: origin) { container, action in
            container.apply(single: state, from: action)
            container.finish(action)
        }
    }

    /// An async closure, awaited by a task of the action's own on the main actor (the closure,
    /// nonisolated, runs off it).
    ///
    /// `observe` starts that task in a later main-actor turn, so the closure's state is applied
    /// after `observe` returns. `refresh`, whose caller waits for the end of the action anyway,
    /// starts it at once (`startsAtOnce`), instead of waiting a main-actor turn for it to start.
    func makeAction(
        operation: sending @escaping () async -> State, origin: StateOrigin,
        startsAtOnce: Bool = false
    ) -> ContainerAction<State> {
        ContainerAction(origin: origin) { container, action in
            action.startTask(atOnce: startsAtOnce) { [weak container] in
                let state = await operation()
                container?.applyLast(state, from: action)
            }
        }
    }

    /// Applies the one state of a single action and finishes it, unless it was replaced.
    @usableFromInline
    func applyLast(_ state: State, from action: ContainerAction<State>) {
        guard apply(single: state, from: action) else { return }
        finish(action)
    }

    /// A state sequence consumed on the main actor: for any `State`, `Sendable` or not.
    func makeAction(sequence: StateSequence<State>, origin: StateOrigin) -> ContainerAction<State> {
        ContainerAction(origin: origin) { container, action in
            var iterator = sequence.makeAsyncIterator()
            guard container.applyImmediateStates(of: &iterator, for: action) else { return }
            container.consumeOnMainActor(iterator, for: action)
        }
    }

    /// An async sequence consumed on the main actor: for any `State`, `Sendable` or not.
    func makeAction<S: AsyncSequence>(
        sequence: S, origin: StateOrigin
    ) -> ContainerAction<State> where S.Element == State, S.Failure == Never {
        ContainerAction(origin: origin) { container, action in
            container.consumeOnMainActor(sequence.makeAsyncIterator(), for: action)
        }
    }

    /// Applies the leading plain states of a sequence now, in one batch. Returns `true` when async
    /// steps remain and the action is still running; finishes the action when nothing remains.
    @usableFromInline
    func applyImmediateStates(
        of iterator: inout StateSequence<State>.Iterator, for action: ContainerAction<State>
    ) -> Bool {
        var states: [State] = []
        let hasMoreSteps = iterator.takeImmediateStates(into: &states)
        guard apply(states, from: action) else { return false }
        guard hasMoreSteps else {
            finish(action)
            return false
        }
        return true
    }

    /// Iterates on the main actor, applying each state as it arrives: one main-actor turn per
    /// state. The path for non-`Sendable` states, which cannot leave the main actor's region.
    @usableFromInline
    func consumeOnMainActor<I: AsyncIteratorProtocol>(
        _ iterator: I, for action: ContainerAction<State>
    ) where I.Element == State, I.Failure == Never {
        consumeOnMainActor(iterator, for: action) { _, next in next }
    }

    /// The same for elements that become states through `embed`, called on the main actor with the
    /// current state as each element arrives (a scope's child states).
    func consumeOnMainActor<I: AsyncIteratorProtocol>(
        _ iterator: I, for action: ContainerAction<State>, embed: @escaping (State, I.Element) -> State
    ) where I.Failure == Never {
        action.task = Task { [weak self] in
            var iterator = iterator
            while let element = await iterator.next(isolation: #isolation) {
                guard let self, self.apply(single: embed(self.currentState, element), from: action) else { return }
            }
            self?.finish(action)
        }
    }
}

/// The fast path for `Sendable` states: the sequence is consumed off the main actor and its states
/// are applied in batches, one main-actor turn for all the states that arrived in the meantime.
extension AsyncStateContainer where State: Sendable {
    /// A sequence whose steps are all `@Sendable` leaves the main actor; one with a closure that is
    /// not (a function value typed without `@Sendable`) stays on it, where it was handed over.
    @inlinable
    func makeOffMainAction(sequence: StateSequence<State>, origin: StateOrigin) -> ContainerAction<State> {
        ContainerAction(origin: origin) { container, action in
            var iterator = sequence.makeAsyncIterator()
            guard container.applyImmediateStates(of: &iterator, for: action) else { return }
            let remainder = iterator.remainder
            if remainder.nonSendableBodies.isEmpty {
                container.consumeOffMainActor(steps: remainder.steps, from: remainder.start, for: action)
            } else {
                container.consumeOnMainActor(iterator, for: action)
            }
        }
    }

    @inlinable
    func makeOffMainAction<S: AsyncSequence & Sendable>(
        sequence: S, origin: StateOrigin
    ) -> ContainerAction<State> where S.Element == State, S.Failure == Never {
        ContainerAction(origin: origin) { container, action in
            container.consumeOffMainActor(sequence, for: action)
        }
    }

    /// Pulls states on a task of its own and hands them to the main actor through a
    /// ``StateBatchSink``. Every state pulled is handed over, even after cancellation (the main
    /// actor then discards it); cancellation only stops the pulling.
    @inlinable
    func consumeOffMainActor<S: AsyncSequence & Sendable>(
        _ sequence: S, for action: ContainerAction<State>
    ) where S.Element == State, S.Failure == Never {
        offMainActionCount += 1
        let sink = StateBatchSink<State>()
        action.task = Task.detached(priority: Task.currentPriority) { [weak self] in
            var iterator = sequence.makeAsyncIterator()
            while let state = await iterator.next(isolation: nil) {
                if sink.append(state) {
                    Task { @MainActor [weak self] in self?.drain(sink, for: action) }
                }
                if Task.isCancelled { break }
            }
            if sink.close() {
                Task { @MainActor [weak self] in self?.drain(sink, for: action) }
            }
        }
    }

    /// The same for the rest of a state sequence, which knows more than an arbitrary sequence: the
    /// plain states that follow an async step are handed over with it, and the end of the sequence
    /// with the last state, so the main actor applies them and ends the action in one turn.
    ///
    /// Takes the steps alone, which are `Sendable` (every closure in them is `@Sendable`), from
    /// a sequence without non-`Sendable` closures.
    @inlinable
    func consumeOffMainActor(steps: [StateStep<State>], from start: Int, for action: ContainerAction<State>) {
        offMainActionCount += 1
        let sink = StateBatchSink<State>()
        action.task = Task.detached(priority: Task.currentPriority) { [weak self] in
            var iterator = StateSequence(steps: steps, start: start).makeAsyncIterator()
            var isClosed = false
            while let state = await iterator.next(isolation: nil) {
                var followers: [State] = []  // empty, so no allocation, unless plain states follow
                isClosed = !iterator.takeImmediateStates(into: &followers)
                if sink.append(state, followedBy: followers, closing: isClosed) {
                    Task { @MainActor [weak self] in self?.drain(sink, for: action) }
                }
                if isClosed || Task.isCancelled { break }
            }
            if !isClosed, sink.close() {
                Task { @MainActor [weak self] in self?.drain(sink, for: action) }
            }
        }
    }

    /// Applies everything the sink holds, in order, and finishes the action at the end of its
    /// sequence.
    @usableFromInline
    func drain(_ sink: StateBatchSink<State>, for action: ContainerAction<State>) {
        var states: [State] = []
        let isClosed = sink.takeAll(into: &states)
        apply(states, from: action)
        if isClosed {
            finish(action)
        }
    }
}
