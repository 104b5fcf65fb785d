import CartFeature
import Domain
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit

/// Snapshot-style expectations of the cart view's text.
@MainActor
struct CartViewTests {
    private let size = TerminalSize(columns: 60, rows: 24)

    private func lines(_ state: CartViewState, selection: Int? = nil) -> [String] {
        let screen =
            selection == nil
            ? state.printout(width: size.columns) : CartView(state: ViewState(wrappedValue: state)).render(size: size)
        return screen.plainText
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    @Test func linesAndTotalsOfMixedSaleAndRegularItems() throws {
        let state = CartLoadedModel(cartService: .unimplemented, cart: try TestCarts.mixed()).state

        #expect(
            lines(state) == [
                "Cart · 3 items",
                "Item                     Qty                  Price    Total",
                "Oak Chair — Natural        2  $199.00 (was $249.00)  $398.00",
                "Linen Shirt — White / S    1                 $59.00   $59.00",
                "",
                "                                          Subtotal   $557.00",
                "                                           Savings  -$100.00",
                "                                             Total   $457.00",
                "↑↓ move  +/- quantity  d remove  x empty cart  r reload  o checkout  esc back",
            ])
    }

    /// Regression: at 40 columns the sale price was cut to `$999.00…`; a narrow screen now cuts the
    /// name, then drops the "(was …)" part, then the unit price column, never an amount.
    @Test(arguments: [20, 30, 40, 50, 60, 80])
    func pricesAreNeverTruncatedAtAnyWidth(columns: Int) throws {
        let state = CartLoadedModel(cartService: .unimplemented, cart: try TestCarts.mixed()).state
        for screen in [
            state.printout(width: columns),
            CartView(state: ViewState(wrappedValue: state)).render(size: TerminalSize(columns: columns, rows: 24)),
        ] {
            let text = screen.plainText
            #expect(text.contains("$398.00") && text.contains("$59.00"), "a line total is cut at \(columns):\n\(text)")
            #expect(!text.contains(#/\$[0-9.,]*…/#), "an amount is cut at \(columns) columns:\n\(text)")
            #expect(!text.contains(#/\([^)]*…/#), "a sale price's \"(was …)\" is cut at \(columns) columns:\n\(text)")
        }
    }

    @Test func aNarrowCartCutsTheNameAndKeepsTheSalePriceWhole() throws {
        let state = CartLoadedModel(cartService: .unimplemented, cart: try TestCarts.mixed()).state

        #expect(
            state.printout(width: 40).plainText.split(separator: "\n").prefix(4).map { String($0) } == [
                "Cart · 3 items",
                "Item               Qty    Price    Total",
                "Oak Chair — Natu…    2  $199.00  $398.00",
                "Linen Shirt — Wh…    1   $59.00   $59.00",
            ])
    }

    @Test func anEmptyCartSaysSoAndHowToFillIt() {
        #expect(
            lines(CartLoadedModel(cartService: .unimplemented, cart: Cart()).state) == [
                "Cart", "Your cart is empty.", "Search for a product and press a on it to add it here.",
                "r reload  esc back",
            ])
    }

    @Test func aStoreErrorSaysWhatHappenedAndWhatToDo() {
        let state = CartViewState.loading(
            errorModel: CartErrorModel(
                cartService: .unimplemented,
                message: "the cart file was corrupt; it was moved to /data/cart.corrupt-1.json; your cart is now empty")
        )

        #expect(
            lines(state) == [
                "Cart",
                "Could not load the cart: the cart file was corrupt; it was moved to /data/cart.corrupt-1.json; your cart is now empty",
                "",
                "Press r to try again.",
                "r retry  esc back",
            ])
    }

    @Test func anUpdateShowsASpinnerBelowTheCart() throws {
        let screen = CartLoadedModel(cartService: .unimplemented, cart: try TestCarts.single(), activity: .updating)
            .state.printout(width: size.columns)

        #expect(screen.containsSpinner)
        #expect(screen.plainText.contains("⠿ Updating the cart…"))
    }

    @Test func hostileProductNamesInCartLinesAreRenderedHarmless() throws {
        let line = CartLine(
            productID: "evil", productName: "\u{1B}]0;pwned\u{07}Evil\u{1B}[2J\u{9B}31m Chair", sku: "evil-1",
            variantName: "\u{1B}[1mRed\u{85}", unitPrice: try .regular(Money(minorUnits: 500, .usd)), quantity: 1,
            availableStock: 3)
        let text = lines(
            CartLoadedModel(cartService: .unimplemented, cart: try Cart(lines: [line])).state, selection: 0)

        #expect(!text.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text[2].hasPrefix("› Evil Chair — Red"))
    }
}
