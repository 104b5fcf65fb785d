/// Where an order stands. Only `placed` exists for now; an enum so more states can come.
public enum OrderStatus: String, Hashable, Sendable, CaseIterable {
    /// Accepted and recorded; the customer has been told.
    case placed
}
