import Domain
import FeatureKit
import Services
import VSMKit

/// A loaded product: the SKU chosen in the picker, and adding it to the cart. An out-of-stock SKU
/// can be chosen, to be seen, but not added.
public struct ProductDetailLoadedModel: Sendable, Equatable {
    @Service var cart: CartService
    public let product: Product
    /// The SKU chosen in the picker (`nil` when the choice has no SKU).
    public let selectedSKU: SKU?
    public let addStatus: AddToCartStatus

    /// The product with the picker's first choice made.
    public init(cart: CartService, product: Product) {
        self.init(
            cart: cart, product: product,
            selectedSKU: VariantPickerViewState.start(for: product).chosenSKU(of: product),
            addStatus: .ready)
    }

    /// A product with this choice and add status.
    public init(cart: CartService, product: Product, selectedSKU: SKU?, addStatus: AddToCartStatus) {
        self.cart = cart
        self.product = product
        self.selectedSKU = selectedSKU
        self.addStatus = addStatus
    }

    /// Whether "add to cart" would add something now.
    public var canAddToCart: Bool {
        (selectedSKU?.isInStock ?? false) && addStatus != .adding
    }

    /// The picker chose `sku`: it becomes the one to add. Ignored while an add is in flight
    /// (changing the choice then would cancel the add).
    public func choosing(_ sku: SKU?) -> ProductDetailViewState {
        guard addStatus != .adding else { return .loaded(loadedModel: self) }
        return .loaded(loadedModel: with(sku: sku, addStatus: .ready))
    }

    /// Adds the chosen SKU: `adding`, then `added` or `failed` with the reason. A SKU out of
    /// stock (or no SKU for the choice) fails at once without calling the cart. Observe it with
    /// `InputPolicy.ignoreWhileRunning` so a second press during the add does nothing.
    @StateSequenceBuilder
    public func addToCart(quantity: Int = 1) -> StateSequence<ProductDetailViewState> {
        if let sku = selectedSKU, sku.isInStock {
            ProductDetailViewState.loaded(loadedModel: with(sku: sku, addStatus: .adding))
            Next { await add(sku, quantity: quantity) }
        } else {
            ProductDetailViewState.loaded(
                loadedModel: with(sku: selectedSKU, addStatus: .failed(reason: unavailableReason)))
        }
    }

    private var unavailableReason: String {
        guard let sku = selectedSKU else { return "choose a colour and size first" }
        return "\(sku.variantName) is out of stock"
    }

    private func add(_ sku: SKU, quantity: Int) async -> ProductDetailViewState {
        do {
            let updated = try await cart.add(sku.id, quantity)
            return .loaded(
                loadedModel: with(sku: sku, addStatus: .added(sku: sku.id, cartItemCount: updated.itemCount)))
        } catch {
            return .loaded(loadedModel: with(sku: sku, addStatus: .failed(reason: ErrorMessage.describing(error))))
        }
    }

    private func with(sku: SKU?, addStatus: AddToCartStatus) -> ProductDetailLoadedModel {
        ProductDetailLoadedModel(cart: cart, product: product, selectedSKU: sku, addStatus: addStatus)
    }
}

extension ProductDetailLoadedModel: CustomStringConvertible {
    public var description: String {
        let choice = [selectedSKU?.colour, selectedSKU?.size].compactMap { $0 }.joined(separator: " / ")
        return "\(product.id) \"\(product.name)\", \(choice.isEmpty ? "one size" : choice), \(addStatus)"
    }
}
