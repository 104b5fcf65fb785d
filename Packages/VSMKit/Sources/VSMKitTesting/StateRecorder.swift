import Testing
import VSMKit

/// Records every state a container applies, in order, from the moment it is created.
///
/// ```swift
/// let recorder = StateRecorder(container)
/// container.observe(loaderModel.loadEntry())
/// await recorder.expectStates([.loading(errorModel: nil), .loaded(loadedModel)])
/// ```
///
/// It subscribes to the container in its initialiser and records each state synchronously, as the
/// container applies it: no state applied afterwards is missed, ``states`` is exact at every moment
/// (right after a synchronous `observe`, too), and waiting resumes on the recording itself, with no
/// polling.
@MainActor
public final class StateRecorder<State: Sendable> {
    /// Every state recorded so far, in the order the container applied them.
    public var states: [State] { log.items }

    private let log = RecordedLog<State>()
    private var isStopped = false

    /// Starts recording `container`'s states.
    ///
    /// - Parameters:
    ///   - container: The container to record.
    ///   - includingCurrent: Whether the first recorded state is the current one. A test that records
    ///     it is about that state, so the state diagrams count it as reached (``StateCaseRecorder``).
    ///   - fileID: The recording test's file, which ``StateCaseRecorder`` files that state under;
    ///     leave it to its default.
    ///   - function: The recording test's name, likewise.
    public init(
        _ container: AsyncStateContainer<State>, includingCurrent: Bool = false, fileID: String = #fileID,
        function: String = #function
    ) {
        if includingCurrent {
            log.append(container.state)
            StateCaseRecorder.recordInitial(container.state, fileID: fileID, function: function)
        }
        container.addSubscriber(
            StateSubscriber(
                yield: { [weak self] state in
                    guard let self, !self.isStopped else { return false }
                    self.log.append(state)
                    return true
                },
                finish: {}
            ))
    }

    /// Stops recording: no state the container applies after this call is recorded.
    public func stop() {
        isStopped = true
    }

    /// Waits until at least `count` states have been recorded and returns all of them; throws
    /// ``WaitTimeoutError`` (listing what was recorded) after `timeout`.
    @discardableResult
    public func waitForStates(
        count: Int,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [State] {
        try await waitUntil(timeout: timeout, sourceLocation: sourceLocation) { $0.count >= count }
        return states
    }

    /// Waits until `predicate` holds for the recorded states; throws ``WaitTimeoutError`` (listing
    /// what was recorded) after `timeout`.
    public func waitUntil(
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: @escaping ([State]) -> Bool
    ) async throws {
        try await log.wait(
            timeout: timeout, sourceLocation: sourceLocation,
            describe: { states in
                "\(states.count) state(s) recorded:\n"
                    + states.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            },
            until: predicate)
    }
}

extension StateRecorder where State: Equatable {
    /// Waits for `expected.count` states, then checks that the recorded states are exactly
    /// `expected`, in order. On a mismatch (or a timeout) it records an issue at the caller with a
    /// line-by-line diff.
    public func expectStates(
        _ expected: [State],
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        _ = try? await waitForStates(count: expected.count, timeout: timeout, sourceLocation: sourceLocation)
        VSMKitTesting.expectStates(states, equal: expected, sourceLocation: sourceLocation)
    }
}
