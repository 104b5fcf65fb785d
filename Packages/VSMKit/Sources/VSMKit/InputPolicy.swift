/// What a container does with a new action while another one is still running.
///
/// "Running" lasts from the moment an action starts until its last state has been applied (or it
/// was cancelled). Pass a policy to a single `observe` call, or give a container its default
/// when it is made (``AsyncStateContainer/init(state:clock:inputPolicy:)``).
public enum InputPolicy: Sendable {
    /// Cancel the action in flight, drop any debounced action, and start the new one now.
    /// The default: the latest intent wins (a search term, a retry).
    case replace
    /// Drop the new action if one is running: a button that must not fire twice while its work is
    /// in flight ("add to cart").
    case ignoreWhileRunning
}
