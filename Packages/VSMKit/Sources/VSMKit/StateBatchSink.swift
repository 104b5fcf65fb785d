/// The hand-off between a task that consumes an action's sequence off the main actor and the
/// main actor that applies its states.
///
/// The consumer appends each state as it arrives; the first append after a drain asks for one
/// main-actor turn, which takes every state buffered by then and applies them in order. So a fast
/// producer costs one main-actor hop per batch instead of one per state, and no state is dropped or
/// reordered.
final class StateBatchSink<State: Sendable>: Sendable {
    private struct Buffer: Sendable {
        var states: [State] = []
        var isDrainScheduled = false
        var isClosed = false
    }

    private let buffer = Locked(Buffer())

    /// Buffers `state`; `true` when the caller must schedule a drain (none is pending).
    func append(_ state: State) -> Bool {
        buffer.withLock { buffer in
            buffer.states.append(state)
            return Self.claimDrain(&buffer)
        }
    }

    /// Buffers `states` and, when `closing`, marks the end of the sequence in the same step, so the
    /// main actor applies the last states and ends the action in one turn. `true` when the caller
    /// must schedule a drain.
    func append(contentsOf states: [State], closing: Bool) -> Bool {
        buffer.withLock { buffer in
            for index in states.indices {
                buffer.states.append(states[index])
            }
            if closing {
                buffer.isClosed = true
            }
            return Self.claimDrain(&buffer)
        }
    }

    /// Marks the end of the sequence; `true` when the caller must schedule a drain.
    func close() -> Bool {
        buffer.withLock { buffer in
            buffer.isClosed = true
            return Self.claimDrain(&buffer)
        }
    }

    /// Takes every buffered state, in order, and whether the sequence has ended; the next append
    /// schedules a new drain.
    func takeAll() -> (states: [State], isClosed: Bool) {
        buffer.withLock { buffer in
            let states = buffer.states
            buffer.states = []
            buffer.isDrainScheduled = false
            return (states, buffer.isClosed)
        }
    }

    private static func claimDrain(_ buffer: inout Buffer) -> Bool {
        guard !buffer.isDrainScheduled else { return false }
        buffer.isDrainScheduled = true
        return true
    }
}
