/// What a container does with a new action while another one is still running.
///
/// "Running" lasts from the moment an action starts until its last state has been applied (or it
/// was cancelled). Pass a policy to a single `observe` call, or set the container's default with
/// ``AsyncStateContainer/inputPolicy``.
public enum InputPolicy: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Cancel the action in flight, drop any queued or debounced action, and start the new one now.
    /// The default: the latest intent wins (a search term, a retry).
    case replace
    /// Drop the new action if one is running: a button that must not fire twice while its work is
    /// in flight ("add to cart").
    case ignoreWhileRunning
    /// Run the new action after the running one (and any queued before it) has finished, one after
    /// another, in submission order.
    case queue

    /// The case name, for logs.
    public var description: String {
        switch self {
        case .replace: "replace"
        case .ignoreWhileRunning: "ignoreWhileRunning"
        case .queue: "queue"
        }
    }
}
