import Domain
import Services
import ServicesTestSupport
import TerminalUI
import VSMKitTesting

/// A shop for checkout tests: a cart of natural oak chairs (on sale at $199.00) over the fixtures'
/// products, an in-memory pending-checkout record, and orders placed by `place` (by default the
/// stub's: `o-stub-<n>`, idempotent by key), which a test may swap. Every key placed under is logged.
struct TestShop {
    static let oakNatural = Fixtures.oakChair.skus[0]

    let cart: CartService
    let pending: PendingCheckoutStore
    let placedKeys = CallLog<IdempotencyKey>()
    var place: @Sendable (_ draft: OrderDraft, _ key: IdempotencyKey) async throws -> Order = OrderService.stub().place

    init(chairs quantity: Int = 2, pending: PendingCheckout? = nil) throws {
        var cart = Cart()
        if quantity > 0 { try cart.add(Self.oakNatural, of: Fixtures.oakChair, quantity: quantity) }
        self.cart = .inMemory(products: .stub(), initial: cart)
        self.pending = .inMemory(pending)
    }

    /// The coordinator over this shop.
    var checkout: Checkout {
        var orders = OrderService.stub()
        let (log, place) = (placedKeys, place)
        orders.place = { draft, key in
            log.record(key)
            return try await place(draft, key)
        }
        return Checkout(cart: cart, orders: orders, pending: pending)
    }

    /// The cart's draft as the review shows it first.
    func draft() async throws -> OrderDraft {
        try OrderDraft(cart: try await cart.load())
    }
}

/// The terminal size the view tests render at.
enum TerminalSizeFixture {
    static let standard = TerminalSize(columns: 64, rows: 24)
}
