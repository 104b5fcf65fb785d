/// One change of a container's state: from which state, to which, and which action caused it.
public struct StateTransition<State> {
    /// The state before the change.
    public let previous: State
    /// The state after the change.
    public let next: State
    /// The `observe` call whose action produced ``next``.
    public let origin: StateOrigin

    /// A transition; containers create these for tracing.
    init(previous: State, next: State, origin: StateOrigin) {
        self.previous = previous
        self.next = next
        self.origin = origin
    }
}

extension StateTransition: Sendable where State: Sendable {}
extension StateTransition: Equatable where State: Equatable {}

extension StateTransition: CustomStringConvertible {
    /// `origin: previous -> next`, on one line.
    public var description: String {
        "\(origin): \(previous) -> \(next)"
    }
}
