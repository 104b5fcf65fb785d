/// The steps of a checkout after the cart is read, in order: the points a crash can fall between
/// (see the Services README's table), and the names of the test hook that pauses before one.
public enum CheckoutStep: String, Sendable, CaseIterable {
    /// Writing the pending-checkout record.
    case record
    /// Sending the order (or placing it in the local book).
    case place
    /// Taking the ordered lines out of the cart.
    case clearCart
    /// Removing the pending-checkout record.
    case removeRecord
}
