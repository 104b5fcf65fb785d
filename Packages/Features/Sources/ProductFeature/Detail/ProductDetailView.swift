import CartFeatureInterface
import Domain
import FeatureKit
import ProductFeatureInterface
import Services
import TerminalUI
import VSMKit

/// One product: loads when it appears; its colour and size picker (a child view with a state of
/// its own, which reports each choice) chooses the SKU, `a` (or Enter) adds it to the cart,
/// ignoring presses while an add is in flight; `c` opens the cart; `r` retries a failed load.
/// Printed once, it shows the product and every variant with its SKU id, price and stock, without
/// the picker.
@MainActor
public struct ProductDetailView: TerminalView {
    @ViewState var state: ProductDetailViewState
    /// The loaded product's picker, kept across renders: its rows and focus are its own state.
    private let pickerSlot = ChildViewSlot<ProductID, VariantPickerView>()

    public init(state: ViewState<ProductDetailViewState>) {
        _state = state
    }

    /// The view of product `productID` with `sku` chosen (the first choice when `nil`), adding to
    /// the dependencies' cart.
    public init(productID: ProductID, choosing sku: SKUID? = nil, dependencies: Dependencies) {
        let loaderModel = ProductDetailLoaderModel(
            productService: dependencies.products, cartService: dependencies.cart, productID: productID,
            preferredSKU: sku)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadProduct())
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("a"), .loaded(let loadedModel)), (.enter, .loaded(let loadedModel)):
            $state.observe(loadedModel.addToCart(), policy: .ignoreWhileRunning)
        case (.character("c"), .loaded):
            return .route(CartRoute.cart)
        case (_, .loaded(let loadedModel)):
            // While an add is in flight the choice stays: changing it would cancel the add.
            guard loadedModel.addStatus != .adding else { return .handled }
            return picker(for: loadedModel).handle(key)
        default:
            return .ignored
        }
        return .handled
    }

    /// The picker of the loaded product, made the first time it shows, starting on the loaded
    /// model's choice. Each choice it reports becomes the SKU to add.
    private func picker(for loadedModel: ProductDetailLoadedModel) -> VariantPickerView {
        pickerSlot.child(for: loadedModel.product.id) { [container = $state] in
            VariantPickerView(product: loadedModel.product, choosing: loadedModel.selectedSKU?.id) { sku in
                guard case .loaded(let current) = container.state else { return }
                container.observe(current.choosing(sku))
            }
        }
    }

    public func render(size: TerminalSize) -> Screen {
        guard case .loaded(let loadedModel) = state else { return Self.screen(for: state, picker: nil, size: size) }
        return Self.screen(for: state, picker: picker(for: loadedModel), size: size)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no `picker`, and
    /// with it no add-to-cart status or cart key). The picker is drawn at the size it is given.
    static func screen(
        for state: ProductDetailViewState, picker: VariantPickerView?, size: TerminalSize
    ) -> Screen {
        let width = max(20, size.columns)
        switch state {
        case .initialized(let loader):
            return Screen(
                title: "Product \(loader.productID)", lines: [Line([.spinner(), " Loading…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(nil):
            return Screen(
                title: "Product", lines: [Line([.spinner(), " Loading the product…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen.loadFailure(
                title: "Product \(errorModel.productID)", subject: "the product", message: errorModel.message)
        case .loaded(let loadedModel):
            return loadedScreen(loadedModel, picker: picker, size: TerminalSize(columns: width, rows: size.rows))
        }
    }

    private static func loadedScreen(
        _ model: ProductDetailLoadedModel, picker: VariantPickerView?, size: TerminalSize
    ) -> Screen {
        let width = size.columns
        let product = model.product
        var facts = [product.brand, product.category]
        if let rating = product.rating { facts.append(rating.formatted) }
        var lines = Line.wrapping(facts.joined(separator: " · "), width: width, style: .color(.muted))
        lines.append(
            Line(product.price.formatted, style: Style.bold.colored(product.price.isOnSale ? .sale : .price)))
        lines.append(.empty)
        lines.append(contentsOf: Line.wrapping(product.description, width: width))
        lines.append(.empty)
        var focusedLine: Int?
        let hasChoices = !product.colours.isEmpty || !product.sizes().isEmpty
        if let picker {
            let choice = picker.render(size: size)
            focusedLine = choice.focusedLine.map { lines.count + $0 }
            lines.append(contentsOf: choice.lines)
            lines.append(contentsOf: statusLines(model))
            lines.append(.empty)
        }
        lines.append(Line("Variants", style: .heading))
        let table = Table(
            columns: [
                .init("Variant", width: .fill(minimum: 8)), .init("SKU", width: .fit(maximum: 24)),
                .init("Price", width: .fit(maximum: 28), alignment: .right), .init("Stock", width: .fit(maximum: 14)),
            ],
            rows: product.skus.map { sku in
                Table.Row(
                    [
                        Span(sku.variantName), Span(sku.id.rawValue, style: .color(.muted)),
                        Span(PriceText.text(sku.price), style: .color(sku.price.isOnSale ? .sale : .price)),
                        StockText.span(forStock: sku.stock),
                    ], style: sku.isInStock ? .plain : .dim)
            })
        lines.append(contentsOf: table.lines(width: width))
        var footer: [KeyHint] = []
        if hasChoices { footer.append(KeyHint("↑↓ ←→", "choose")) }
        if model.canAddToCart { footer.append(KeyHint("a", "add to cart")) }
        if picker != nil { footer.append(KeyHint("c", "cart")) }
        footer.append(KeyHint("esc", "back"))
        return Screen(title: product.name, lines: lines, footer: footer, focusedLine: focusedLine)
    }

    private static func statusLines(_ model: ProductDetailLoadedModel) -> [Line] {
        var lines: [Line] = []
        if let sku = model.selectedSKU {
            lines.append(
                Line([
                    Span("SKU ", style: .color(.muted)), Span(sku.id.rawValue), Span(" · "),
                    Span(PriceText.text(sku.price), style: .color(sku.price.isOnSale ? .sale : .price)), Span(" · "),
                    StockText.span(forStock: sku.stock),
                ]))
        }
        switch model.addStatus {
        case .ready:
            if model.canAddToCart {
                lines.append(Line([Span("Press "), Span("a", style: .bold), Span(" to add it to the cart.")]))
            } else if let sku = model.selectedSKU {
                lines.append(Line("\(sku.variantName) is out of stock.", style: .color(.warning)))
            }
        case .adding:
            lines.append(Line([.spinner(), " Adding to the cart…"]))
        case .added(let sku, let count):
            let name = model.product.sku(id: sku)?.variantName ?? sku.rawValue
            lines.append(
                Line(
                    "✓ Added \(name) to the cart (\(count) \(count == 1 ? "item" : "items") in the cart).",
                    style: .color(.success)))
        case .failed(let reason):
            lines.append(Line([Span("Could not add to the cart: ", style: .color(.error)), Span(reason)]))
        }
        return lines
    }
}

extension ProductDetailViewState {
    @MainActor public func printout(width: Int) -> Screen {
        ProductDetailView.screen(
            for: self, picker: nil, size: TerminalSize(columns: width, rows: TerminalSize.fallback.rows))
    }
}
