import Domain

/// A checkout under way: the key it places under and the draft it places (the cart's lines at the
/// prices the customer confirmed). Written before the order is sent, removed once the order is
/// confirmed and its lines are out of the cart; one left behind by a crash is finished with the
/// same key by the next checkout or `orders sync`.
public struct PendingCheckout: Hashable, Sendable {
    public let key: IdempotencyKey
    public let draft: OrderDraft

    public init(key: IdempotencyKey, draft: OrderDraft) {
        self.key = key
        self.draft = draft
    }
}
