/// The `observe` overloads: one per kind of action a model returns.
///
/// Every overload takes an optional ``InputPolicy`` (the container's default when `nil`) and
/// records its call site (`fileID`, `line`, `function`) as the action's ``StateOrigin`` for
/// tracing; leave those three to their defaults.
///
/// `debounced:` is for text entry, where only the last input of a burst should run: each debounced
/// call replaces the debounced action still waiting (it is cancelled, never run) and waits `delay`
/// on the container's clock. If no newer debounced call came in the meantime, the action is then
/// submitted under its policy, exactly like `observe` without a delay. A ``InputPolicy/replace``
/// submission (debounced or not) also cancels a waiting debounced action.
///
/// ```swift
/// $state.observe(searchModel.search(term), debounced: .milliseconds(300))
/// ```
extension AsyncStateContainer {
    /// Applies `state` synchronously: it is the container's state when `observe` returns (unless the
    /// policy ignores it, or `delay` defers it).
    public func observe(
        _ state: sending State,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(state: state, origin: $0)
        }
    }

    /// Runs `operation` and applies the state it returns, unless the action was cancelled or
    /// replaced in the meantime.
    ///
    /// `operation` is nonisolated, as in vsm-ios: it runs off the main actor, so it may capture a
    /// non-`Sendable` model and await its methods, whatever their isolation. It is `sending`, so the
    /// compiler checks that nothing else uses what it captures.
    ///
    /// ```swift
    /// $state.observe { await errorModel.retry() }
    /// ```
    public func observe(
        _ operation: sending @escaping () async -> State,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(operation: operation, origin: $0)
        }
    }

    /// Applies the states of `sequence` in order. The leading plain states are applied
    /// synchronously, before `observe` returns; each ``Next`` step runs when it is reached.
    /// Building a sequence starts nothing, so passing a fresh one per keystroke with `debounced:`
    /// is cheap.
    ///
    /// ```swift
    /// $state.observe(loaderModel.loadEntry())
    /// ```
    public func observe(
        _ sequence: sending StateSequence<State>,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(sequence: sequence, origin: $0)
        }
    }

    /// Applies every element of `sequence` in order as it arrives, until the sequence ends or the
    /// action is cancelled (which cancels the task iterating it).
    ///
    /// The sequence must not throw: map failures to states (an error state with a retry model).
    public func observe<S: AsyncSequence>(
        _ sequence: sending S,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) where S.Element == State, S.Failure == Never {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(sequence: sequence, origin: $0)
        }
    }
}

/// The same overloads for `Sendable` states, chosen by the compiler whenever `State` is `Sendable`.
///
/// Identical semantics; the difference is speed: the sequence is consumed off the main actor and
/// the states that arrive while the main actor is busy are applied together, in one main-actor turn,
/// instead of one hop per state. They are `@inlinable`, down to the loop that consumes the
/// sequence, so that loop is specialised for the caller's state type (generic code that is not
/// looks up type metadata for each state it handles).
extension AsyncStateContainer where State: Sendable {
    /// Runs `operation` and applies the state it returns, unless the action was cancelled or
    /// replaced in the meantime: vsm-ios's `@Sendable` overload, which the compiler prefers for a
    /// `Sendable` state.
    ///
    /// A closure literal inherits the isolation of the code that writes it
    /// (`@_inheritActorContext`, as `Task.init` does): written in a view, it starts on the main
    /// actor, so only the `await`s inside it leave the main actor, for the work they call. A
    /// stored nonisolated closure runs off the main actor.
    public func observe(
        @_inheritActorContext _ operation: @escaping @Sendable () async -> State,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeAction(operation: operation, origin: $0)
        }
    }

    /// Applies the states of `sequence` in order. The leading plain states are applied
    /// synchronously, before `observe` returns; each ``Next`` step runs when it is reached.
    ///
    /// ```swift
    /// $state.observe(loaderModel.loadEntry())
    /// ```
    @inlinable
    public func observe(
        _ sequence: sending StateSequence<State>,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeOffMainAction(sequence: sequence, origin: $0)
        }
    }

    /// Applies every element of `sequence` in order as it arrives, until the sequence ends or the
    /// action is cancelled (which cancels the task iterating it).
    ///
    /// The sequence must not throw: map failures to states (an error state with a retry model).
    @inlinable
    public func observe<S: AsyncSequence & Sendable>(
        _ sequence: sending S,
        debounced delay: Duration? = nil,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) where S.Element == State, S.Failure == Never {
        submit(debounced: delay, policy: policy, fileID: fileID, line: line, function: function) {
            makeOffMainAction(sequence: sequence, origin: $0)
        }
    }
}
