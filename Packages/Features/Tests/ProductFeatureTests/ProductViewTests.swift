import Domain
import ProductFeature
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// Snapshot-style expectations of the product screens' text, hostile names included.
@MainActor
struct ProductViewTests {
    private let size = TerminalSize(columns: 64, rows: 24)

    private func lines(_ screen: Screen) -> [String] {
        screen.plainText.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    @Test func resultsShowNamePriceAndStock() {
        let state = ProductSearchViewState.results(
            ProductSearch(query: "o", results: Fixtures.products, total: 12))

        #expect(
            lines(state.printout(width: size.columns)) == [
                "Search products",
                "Name                                         Price  Stock       ",
                "Oak Chair                    $199.00 (was $249.00)  7 in stock  ",
                "Linen Shirt                        $59.00 – $65.00  33 in stock ",
                "Brass Desk Lamp                             $89.00  out of stock",
                "",
                "3 of 12 matches for “o”",
                "↑↓ move  enter open  esc back",
            ])
    }

    @Test func theSearchBoxAndSelectionShowInTheApp() {
        let state = ProductSearchViewState.results(
            ProductSearch(query: "oak", results: [Fixtures.oakChair], total: 1))
        let view = ProductSearchView(state: ViewState(wrappedValue: state, clock: TestClock()))
        view.type("oak")
        let screen = view.render(size: size)

        #expect(lines(screen).prefix(3) == ["Search products", "Search: oak▏", ""])
        #expect(lines(screen)[3].hasPrefix("  Name "), "a gutter for the selection marker")
        #expect(lines(screen)[4].hasPrefix("› Oak Chair"))
    }

    @Test func searchingShowsASpinnerAndNoResultsIsNotAnError() {
        let searching = ProductSearchViewState.searching(query: "oak").printout(width: size.columns)
        #expect(searching.containsSpinner)
        #expect(lines(searching)[1] == "⠿ Searching for “oak”…")

        let none = ProductSearchViewState.noResults(query: "teapot").printout(width: size.columns)
        #expect(
            lines(none) == ["Search products", "No products match “teapot”.", "Try fewer or other words.", "esc back"])
    }

    @Test func aFailedSearchOffersRetry() {
        let screen = ProductSearchViewState.failed(query: "oak", message: "the server did not answer in time")
            .printout(width: size.columns)

        #expect(
            lines(screen) == [
                "Search products", "Search for “oak” failed: the server did not answer in time", "",
                "Press enter to try again.", "enter retry  esc back",
            ])
    }

    @Test func theDetailListsEveryVariantWithItsSKU() {
        let state = ProductDetailViewState.loaded(
            loadedModel: ProductDetailLoadedModel(cartService: .unimplemented, product: Fixtures.linenShirt))

        #expect(
            lines(state.printout(width: size.columns)) == [
                "Linen Shirt",
                "Maison Élan · Clothing · 4.2★ (57)",
                "$59.00 – $65.00",
                "",
                "A loose linen shirt for warm days.",
                "",
                "Variants",
                "Variant             SKU                      Price  Stock       ",
                "White / S           fx-linen-shirt-white-s  $59.00  8 in stock  ",
                "White / M           fx-linen-shirt-white-m  $59.00  12 in stock ",
                "White / L           fx-linen-shirt-white-l  $65.00  only 4 left ",
                "Navy / S            fx-linen-shirt-navy-s   $59.00  only 3 left ",
                "Navy / M            fx-linen-shirt-navy-m   $59.00  6 in stock  ",
                "Navy / L            fx-linen-shirt-navy-l   $65.00  out of stock",
                "↑↓ ←→ choose  a add to cart  esc back",
            ])
    }

    @Test func theAppShowsTheChoiceAndTheAddResult() {
        let shirt = Fixtures.linenShirt
        let model = ProductDetailLoadedModel(
            cartService: .unimplemented, product: shirt, selectedSKU: shirt.sku(colour: "Navy", size: "M"),
            addStatus: .added(sku: "fx-linen-shirt-navy-m", cartItemCount: 3))
        let text = lines(
            ProductDetailView(state: ViewState(wrappedValue: .loaded(loadedModel: model))).render(size: size))

        #expect(text[6] == "› Colour   White  [Navy] ")
        #expect(text[7] == "  Size     S  [M]  L×  ")
        #expect(text[8] == "SKU fx-linen-shirt-navy-m · $59.00 · 6 in stock")
        #expect(text[9] == "✓ Added Navy / M to the cart (3 items in the cart).")
    }

    @Test func hostileProductNamesAreRenderedHarmless() throws {
        let hostile = try Product(
            id: "evil", name: "\u{1B}]0;pwned\u{07}Evil \u{1B}[31mChair\u{1B}[0m\u{9B}2J",
            description: "Sit \u{1B}[2Jdown\u{07}\u{85}now", brand: "\u{1B}[5mBrand", category: "Chairs",
            skus: [SKU(id: "evil-1", colour: "\u{1B}[1mRed", price: .regular(Money(minorUnits: 100, .usd)), stock: 1)])
        let results = ProductSearchViewState.results(ProductSearch(query: "evil", results: [hostile], total: 1))
            .printout(width: size.columns)
        let detail = ProductDetailView(
            state: ViewState(
                wrappedValue: .loaded(
                    loadedModel: ProductDetailLoadedModel(cartService: .unimplemented, product: hostile)))
        ).render(size: size)

        for text in [results.plainText, detail.plainText] {
            #expect(
                !text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        }
        #expect(lines(results)[2].hasPrefix("Evil Chair "))
        #expect(lines(detail).prefix(5) == ["Evil Chair", "Brand · Chairs", "$1.00", "", "Sit downnow"])
    }
}
