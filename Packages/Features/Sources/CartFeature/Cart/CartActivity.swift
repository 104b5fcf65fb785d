/// What is happening to a loaded cart besides being shown.
public enum CartActivity: Sendable, Equatable {
    /// Nothing in flight.
    case idle
    /// A change (or reload) is in flight; the cart shown is the one before it.
    case updating
    /// The last change failed; the cart shown is the one before it.
    case failed(message: String)
}
