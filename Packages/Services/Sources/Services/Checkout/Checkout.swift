import Domain

/// Checkout, exactly once, through crashes and concurrent processes: the coordinator of the cart,
/// the orders and the pending-checkout record.
///
/// The order of steps (see the Services README for the argument per crash point):
/// 1. under ``PendingCheckoutStore/exclusively``, finish any pending record first;
/// 2. draft the cart (an empty cart throws ``Domain/OrderError/emptyCart``), make a new key and
///    **record** it with the draft (flushed to disk);
/// 3. **place** the draft under the key (idempotent by key); moved prices are shown through
///    `confirm`, and an agreed draft is recorded again, same key, before it is sent;
/// 4. **clear** the ordered lines out of the cart (each removal idempotent);
/// 5. **remove** the record.
///
/// A crash before 2 leaves no record (no order, cart kept); after 2 the record is finished with its
/// key by the next checkout or ``resumePending()``: the key places at most one order.
public struct Checkout: Sendable {
    public var cart: CartService
    public var orders: OrderService
    public var pending: PendingCheckoutStore
    /// Runs before each step: a seam for tests (and the CLI's test hook) to fail or pause there.
    public var beforeStep: @Sendable (CheckoutStep) async throws -> Void
    /// Makes the key of a new checkout.
    public var makeKey: @Sendable () -> IdempotencyKey

    /// How many times moved prices are shown before giving up (prices moving on every attempt).
    static let maximumRepricings = 3

    public init(
        cart: CartService, orders: OrderService, pending: PendingCheckoutStore,
        beforeStep: @escaping @Sendable (CheckoutStep) async throws -> Void = { _ in },
        makeKey: @escaping @Sendable () -> IdempotencyKey = { IdempotencyKey() }
    ) {
        self.cart = cart
        self.orders = orders
        self.pending = pending
        self.beforeStep = beforeStep
        self.makeKey = makeKey
    }

    /// Checks the cart out: finishes a pending checkout instead when there is one (``CheckoutOutcome/resumed(_:)``
    /// or, when it cannot be placed, drops it and checks the cart out).
    /// - Parameter confirm: asked with the draft at the new prices and what moved; true to place it.
    /// - Throws: ``Domain/OrderError`` (`.emptyCart`, `.insufficientStock`, `.unknownSKU`: nothing
    ///   placed, the record dropped, the cart kept); service and file errors leave the record for a
    ///   later checkout or sync.
    public func checkout(
        confirm: @Sendable (_ draft: OrderDraft, _ changes: [PriceChange]) async -> Bool
    ) async throws -> CheckoutOutcome {
        try await pending.exclusively {
            if let record = try pending.load() {
                let outcome = try await finish(record)
                if case .resumed = outcome { return outcome }
            }
            var draft = try OrderDraft(cart: try await cart.load())
            let key = makeKey()
            try await beforeStep(.record)
            try pending.save(PendingCheckout(key: key, draft: draft))
            var accepted: [PriceChange] = []
            for attempt in 1...Self.maximumRepricings {
                do {
                    try await beforeStep(.place)
                    let order = try await orders.place(draft, key)
                    try await complete(PendingCheckout(key: key, draft: draft))
                    return .placed(order, accepted: accepted)
                } catch OrderError.priceChanged(let changes) {
                    let repriced = try draft.accepting(changes)
                    guard attempt < Self.maximumRepricings, await confirm(repriced, changes) else {
                        try pending.remove()
                        return .declined(changes)
                    }
                    accepted.append(contentsOf: changes)
                    draft = repriced
                    try pending.save(PendingCheckout(key: key, draft: draft))
                } catch let error as OrderError {
                    try pending.remove()
                    throw error
                }
            }
            // Unreachable: the last attempt returns or throws.
            try pending.remove()
            return .declined([])
        }
    }

    /// Finishes the pending checkout, if any, with its own key (`orders sync`).
    /// - Throws: service and file errors, leaving the record for a later try.
    public func resumePending() async throws -> CheckoutOutcome {
        try await pending.exclusively {
            guard let record = try pending.load() else { return .nothingPending }
            return try await finish(record)
        }
    }

    /// Places a recorded checkout again under its key (answering the order already placed, if
    /// any), then completes it; one that cannot be placed is dropped.
    private func finish(_ record: PendingCheckout) async throws -> CheckoutOutcome {
        let order: Order
        do {
            try await beforeStep(.place)
            order = try await orders.place(record.draft, record.key)
        } catch let error as OrderError {
            // Refused (a moved price, short stock): nothing was placed under this key.
            try pending.remove()
            return .abandoned(record, error)
        }
        try await complete(record)
        return .resumed(order)
    }

    /// Takes the record's lines out of the cart, then removes the record.
    private func complete(_ record: PendingCheckout) async throws {
        try await beforeStep(.clearCart)
        for line in record.draft.lines {
            do {
                _ = try await cart.remove(line.sku)
            } catch CartError.lineNotFound {
                continue  // taken out already, before a crash
            }
        }
        try await beforeStep(.removeRecord)
        try pending.remove()
    }
}
