/// `observe(_:debounced:)`: for text entry, where only the last input of a burst should run.
///
/// Each debounced call replaces the debounced action still waiting (it is cancelled, never run) and
/// waits `delay` on the container's ``AsyncStateContainer/clock``. If no newer debounced call came
/// in the meantime, the action is then submitted under its policy, exactly like `observe`. A
/// ``InputPolicy/replace`` submission (debounced or not) also cancels a waiting debounced action.
extension AsyncStateContainer {
    /// Applies `state` once `delay` has passed without a newer debounced call.
    public func observe(
        _ state: sending State,
        debounced delay: Duration,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        submitDebounced(makeAction(state: state, origin: origin), delay: delay, policy: policy)
    }

    /// Runs `operation` once `delay` has passed without a newer debounced call.
    public func observe(
        _ operation: sending nonisolated(nonsending) @escaping () async -> State,
        debounced delay: Duration,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        submitDebounced(makeAction(operation: operation, origin: origin), delay: delay, policy: policy)
    }

    /// Observes `sequence` once `delay` has passed without a newer debounced call. Building the
    /// sequence starts nothing, so passing a fresh one per keystroke is cheap.
    ///
    /// ```swift
    /// $state.observe(searchModel.search(term), debounced: .milliseconds(300))
    /// ```
    public func observe(
        _ sequence: sending StateSequence<State>,
        debounced delay: Duration,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        submitDebounced(makeAction(sequence: sequence, origin: origin), delay: delay, policy: policy)
    }

    /// Observes `sequence` once `delay` has passed without a newer debounced call.
    public func observe<S: AsyncSequence>(
        _ sequence: sending S,
        debounced delay: Duration,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) where S.Element == State, S.Failure == Never {
        let origin = StateOrigin(fileID: fileID, line: line, function: function)
        submitDebounced(makeAction(sequence: sequence, origin: origin), delay: delay, policy: policy)
    }
}
