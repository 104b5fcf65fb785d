import Domain
import FeatureKit
import Services
import VSMKit

/// A loaded product: the colour and size picker's state, and adding the SKU it chose to the cart.
/// An out-of-stock SKU can be chosen, to be seen, but not added.
///
/// The picker's state lives here, once: ``VariantPickerView`` reads and writes it through a scope
/// of the detail's container (`$state.scope(…)`), and ``selectedSKU`` is derived from it.
public struct ProductDetailLoadedModel: Sendable, Equatable, MutatingCopyable {
    @Service var cartService: CartService
    public let product: Product
    /// The picker's state: the colour and size chosen, and which row the arrows change.
    public var picker: VariantPickerViewState
    public var addStatus: AddToCartStatus

    /// The product with `sku` chosen in the picker, or its first choice.
    public init(cartService: CartService, product: Product, choosing sku: SKUID? = nil) {
        self.init(
            cartService: cartService, product: product, picker: .start(for: product, choosing: sku), addStatus: .ready)
    }

    /// A product with this picker state and add status.
    public init(
        cartService: CartService, product: Product, picker: VariantPickerViewState, addStatus: AddToCartStatus
    ) {
        self.cartService = cartService
        self.product = product
        self.picker = picker
        self.addStatus = addStatus
    }

    /// The SKU of the picker's choice (`nil` when the product has no such combination).
    public var selectedSKU: SKU? { picker.chosenSKU(of: product) }

    /// Whether "add to cart" would add something now.
    public var canAddToCart: Bool {
        (selectedSKU?.isInStock ?? false) && addStatus != .adding
    }

    /// The picker moved to `picker`: its choice becomes the one to add. Ignored while an add is in
    /// flight (changing the choice then would cancel the add).
    public func choosing(_ picker: VariantPickerViewState) -> ProductDetailViewState {
        guard addStatus != .adding else { return .loaded(loadedModel: self) }
        return .loaded(
            loadedModel: copy {
                $0.picker = picker
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
