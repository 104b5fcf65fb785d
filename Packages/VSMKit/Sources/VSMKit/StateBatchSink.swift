/// The hand-off between a task that consumes an action's sequence off the main actor and the
/// main actor that applies its states.
///
/// The consumer appends each state as it arrives; the first append after a drain asks for one
/// main-actor turn, which takes every state buffered by then and applies them in order. So a fast
/// producer costs one main-actor hop per batch instead of one per state, and no state is dropped or
/// reordered.
///
/// The consumer's side is `@inlinable`, so it is specialised for the caller's state type along
/// with the container's off-main-actor path.
@usableFromInline
final class StateBatchSink<State: Sendable>: Sendable {
    @usableFromInline
    struct Buffer: Sendable {
        @usableFromInline var states: [State] = []
        @usableFromInline var isDrainScheduled = false
        @usableFromInline var isClosed = false

        @usableFromInline
        init() {}
    }

    @usableFromInline let buffer = Locked(Buffer())

    @usableFromInline
    init() {}

    /// Buffers `state`, then `followers` (the plain states right after it in a sequence) and, when
    /// `closing`, marks the end of the sequence in the same step, so the main actor applies them
    /// and ends the action in one turn. `true` when the caller must schedule a drain (none is
    /// pending).
    @inlinable
    func append(_ state: State, followedBy followers: [State] = [], closing: Bool = false) -> Bool {
        buffer.withLock { buffer in
            buffer.states.append(state)
            if !followers.isEmpty {
                buffer.states.append(contentsOf: followers)
            }
            if closing {
                buffer.isClosed = true
            }
            return Self.claimDrain(&buffer)
        }
    }

    /// Marks the end of the sequence; `true` when the caller must schedule a drain.
    @inlinable
    func close() -> Bool {
        buffer.withLock { buffer in
            buffer.isClosed = true
            return Self.claimDrain(&buffer)
        }
    }

    /// Moves every buffered state, in order, into `states` (which must be empty) and tells whether
    /// the sequence has ended; the next append schedules a new drain.
    func takeAll(into states: inout [State]) -> Bool {
        buffer.withLock { buffer in
            swap(&states, &buffer.states)
            buffer.isDrainScheduled = false
            return buffer.isClosed
        }
    }

    @inlinable
    static func claimDrain(_ buffer: inout Buffer) -> Bool {
        guard !buffer.isDrainScheduled else { return false }
        buffer.isDrainScheduled = true
        return true
    }
}
