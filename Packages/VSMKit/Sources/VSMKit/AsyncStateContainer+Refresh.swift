/// `refresh`: the awaitable form of `observe`, for pull-to-refresh style actions.
///
/// `await container.refresh(model.reload())` submits the action like `observe` and returns once it
/// has ended: after its last state has been applied, or as soon as it is cancelled, whether by a
/// newer `observe` or by the cancellation of the task awaiting `refresh` (which cancels the action).
/// It also returns at once if the policy ignores the action.
extension AsyncStateContainer {
    /// Observes `sequence` on the main actor and returns once its last state has been applied or it
    /// was cancelled.
    public func refresh(
        _ sequence: sending StateSequence<State>,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeAction(sequence: sequence, origin: $0)
        }
    }

    /// vsm-ios's spelling: runs `operation`, applies its state, and returns then (or once the
    /// action was cancelled). A trailing closure needs no label:
    ///
    /// ```swift
    /// await $state.refresh(state: { await loadedModel.reload() })
    /// await $state.refresh { await loadedModel.reload() }
    /// ```
    ///
    /// `operation` is nonisolated, as `observe`'s closure is. Its task starts at once, before
    /// `refresh` first suspends, rather than in a later main-actor turn.
    public func refresh(
        state operation: sending @escaping () async -> State,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeAction(operation: operation, origin: $0, startsAtOnce: true)
        }
    }

    /// Submits the action `makeAction` builds for `origin` and returns once it has ended: what
    /// every `refresh` does.
    @usableFromInline
    func submitAndWait(
        _ policy: InputPolicy?, _ origin: StateOrigin, makeAction: (StateOrigin) -> ContainerAction<State>
    ) async {
        let action = makeAction(origin)
        submit(action, policy: policy)
        await withTaskCancellationHandler {
            await action.waitUntilEnded()
        } onCancel: { [weak self] in
            Task { @MainActor [weak self] in self?.cancel(action) }
        }
    }
}

/// The same for `Sendable` states, chosen by the compiler whenever `State` is `Sendable`:
/// identical semantics, with the sequence consumed off the main actor, as `observe` does.
extension AsyncStateContainer where State: Sendable {
    /// Observes `sequence`, its `@Sendable` steps off the main actor, and returns once its last
    /// state has been applied or it was cancelled.
    @inlinable
    public func refresh(
        _ sequence: sending StateSequence<State>,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeOffMainAction(sequence: sequence, origin: $0)
        }
    }

    /// vsm-ios's `@Sendable` overload of `refresh(state:)`, which the compiler prefers for a
    /// `Sendable` state. A closure literal inherits the isolation of the code that writes it, as
    /// `observe`'s does, and starts at once: when it never suspends, its state is applied and
    /// `refresh` returns without a thread hop.
    public func refresh(
        @_inheritActorContext state operation: @escaping @Sendable () async -> State,
        policy: InputPolicy? = nil,
        fileID: String = #fileID, line: Int = #line, function: String = #function
    ) async {
        await submitAndWait(policy, StateOrigin(fileID: fileID, line: line, function: function)) {
            makeAction(operation: operation, origin: $0, startsAtOnce: true)
        }
    }
}
