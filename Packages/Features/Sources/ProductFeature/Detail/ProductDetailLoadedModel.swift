import Domain
import FeatureKit
import Services
import VSMKit

/// A loaded product: the SKU chosen in the colour and size picker, and adding it to the cart. An
/// out-of-stock SKU can be chosen, to be seen, but not added.
///
/// The picker (``VariantPickerView``) keeps its own state, rows and focus; it reports each choice,
/// and ``choosing(_:)`` makes it the SKU to add.
public struct ProductDetailLoadedModel: Sendable, Equatable, MutatingCopyable {
    @Service var cartService: CartService
    public let product: Product
    /// The SKU of the picker's choice (`nil` when the product has no such combination).
    public var selectedSKU: SKU?
    public var addStatus: AddToCartStatus

    /// The product with `sku` chosen, or the picker's first choice when `sku` is `nil` or not the
    /// product's (the picker's rule, ``VariantPickerViewState/start(for:choosing:)``).
    public init(cartService: CartService, product: Product, choosing sku: SKUID? = nil) {
        self.init(
            cartService: cartService, product: product,
            selectedSKU: VariantPickerViewState.start(for: product, choosing: sku).chosenSKU(of: product),
            addStatus: .ready)
    }

    /// A product with this choice and add status.
    public init(cartService: CartService, product: Product, selectedSKU: SKU?, addStatus: AddToCartStatus) {
        self.cartService = cartService
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
        return .loaded(
            loadedModel: copy {
                $0.selectedSKU = sku
                $0.addStatus = .ready
            })
    }

    /// Adds the chosen SKU: `adding`, then `added` or `failed` with the reason. A SKU out of
    /// stock (or no SKU for the choice) fails at once without calling the cart. Observe it with
    /// `InputPolicy.ignoreWhileRunning` so a second press during the add does nothing.
    @StateSequenceBuilder
    public func addToCart(quantity: Int = 1) -> StateSequence<ProductDetailViewState> {
        if let sku = selectedSKU, sku.isInStock {
            ProductDetailViewState.loaded(loadedModel: copy(mutatingPath: \.addStatus, value: .adding))
            Next { await add(sku, quantity: quantity) }
        } else {
            ProductDetailViewState.loaded(
                loadedModel: copy(mutatingPath: \.addStatus, value: .failed(reason: unavailableReason)))
        }
    }

    private var unavailableReason: String {
        guard let sku = selectedSKU else { return "choose a colour and size first" }
        return "\(sku.variantName) is out of stock"
    }

    private func add(_ sku: SKU, quantity: Int) async -> ProductDetailViewState {
        let status: AddToCartStatus
        do {
            let updated = try await cartService.add(sku.id, quantity)
            status = .added(sku: sku.id, cartItemCount: updated.itemCount)
        } catch {
            status = .failed(reason: ErrorMessage.describing(error))
        }
        return .loaded(loadedModel: copy(mutatingPath: \.addStatus, value: status))
    }
}

extension ProductDetailLoadedModel: CustomStringConvertible {
    public var description: String {
        let choice = [selectedSKU?.colour, selectedSKU?.size].compactMap { $0 }.joined(separator: " / ")
        return "\(product.id) \"\(product.name)\", \(choice.isEmpty ? "one size" : choice), \(addStatus)"
    }
}
