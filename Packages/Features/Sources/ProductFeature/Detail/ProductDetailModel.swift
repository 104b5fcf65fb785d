import Domain
import FeatureKit
import Services
import VSMKit

/// A loaded product: the colour and size chosen (only combinations the product has), and adding
/// that SKU to the cart. Out-of-stock SKUs can be chosen, to be seen, but not added.
public struct ProductDetailModel: Sendable {
    let cart: CartService
    public let product: Product
    /// The chosen colour (`nil` when the product has no colours).
    public let selectedColour: String?
    /// The chosen size (`nil` when the product, in that colour, has no sizes).
    public let selectedSize: String?
    public let addStatus: AddToCartStatus

    /// The product with a first choice made: the first colour with stock, then its first size
    /// with stock (or the first ones when nothing is in stock).
    public init(cart: CartService, product: Product) {
        let colours = product.colours
        let colour =
            colours.first { colour in product.skus.contains { $0.colour == colour && $0.isInStock } }
            ?? colours.first
        self.init(
            cart: cart, product: product, selectedColour: colour,
            selectedSize: Self.preferredSize(of: product, colour: colour, keeping: nil), addStatus: .ready)
    }

    /// A product with this choice and add status.
    public init(
        cart: CartService, product: Product, selectedColour: String?, selectedSize: String?, addStatus: AddToCartStatus
    ) {
        self.cart = cart
        self.product = product
        self.selectedColour = selectedColour
        self.selectedSize = selectedSize
        self.addStatus = addStatus
    }

    /// The colours to choose from, in the product's order.
    public var colours: [String] { product.colours }

    /// The sizes the chosen colour comes in.
    public var sizes: [String] { product.sizes(forColour: selectedColour) }

    /// The SKU of the chosen colour and size, if the product has that combination.
    public var selectedSKU: SKU? { product.sku(colour: selectedColour, size: selectedSize) }

    /// Whether "add to cart" would add something now.
    public var canAddToCart: Bool {
        (selectedSKU?.isInStock ?? false) && addStatus != .adding
    }

    /// The SKU of `colour` in `size` (`nil` when there is no such combination).
    public func sku(colour: String?, size: String?) -> SKU? {
        product.sku(colour: colour, size: size)
    }

    /// Chooses a colour, keeping the size when the colour comes in it. An unknown colour, or any
    /// choice while an add is in flight, changes nothing.
    public func choosingColour(_ colour: String) -> ProductDetailViewState {
        guard colours.contains(colour), addStatus != .adding else { return .loaded(self) }
        let size = Self.preferredSize(of: product, colour: colour, keeping: selectedSize)
        return .loaded(with(colour: colour, size: size, addStatus: .ready))
    }

    /// Chooses a size of the chosen colour. A size the colour does not come in changes nothing.
    public func choosingSize(_ size: String) -> ProductDetailViewState {
        guard sizes.contains(size), addStatus != .adding else { return .loaded(self) }
        return .loaded(with(colour: selectedColour, size: size, addStatus: .ready))
    }

    /// The colour `offset` places from the chosen one (wrapping around), for arrow keys.
    public func choosingColour(offset: Int) -> ProductDetailViewState {
        guard let next = Self.neighbour(of: selectedColour, in: colours, offset: offset) else { return .loaded(self) }
        return choosingColour(next)
    }

    /// The size `offset` places from the chosen one (wrapping around), for arrow keys.
    public func choosingSize(offset: Int) -> ProductDetailViewState {
        guard let next = Self.neighbour(of: selectedSize, in: sizes, offset: offset) else { return .loaded(self) }
        return choosingSize(next)
    }

    /// Adds the chosen SKU: `adding`, then `added` or `failed` with the reason. A SKU out of
    /// stock (or no SKU for the choice) fails at once without calling the cart. Observe it with
    /// ``InputPolicy/ignoreWhileRunning`` so a second press during the add does nothing.
    @StateSequenceBuilder
    public func addToCart(quantity: Int = 1) -> StateSequence<ProductDetailViewState> {
        if let sku = selectedSKU, sku.isInStock {
            ProductDetailViewState.loaded(with(colour: selectedColour, size: selectedSize, addStatus: .adding))
            Next { await add(sku, quantity: quantity) }
        } else {
            ProductDetailViewState.loaded(
                with(colour: selectedColour, size: selectedSize, addStatus: .failed(reason: unavailableReason)))
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
                with(
                    colour: selectedColour, size: selectedSize,
                    addStatus: .added(sku: sku.id, cartItemCount: updated.itemCount)))
        } catch {
            return .loaded(
                with(
                    colour: selectedColour, size: selectedSize,
                    addStatus: .failed(reason: ErrorMessage.describing(error))))
        }
    }

    private func with(colour: String?, size: String?, addStatus: AddToCartStatus) -> ProductDetailModel {
        ProductDetailModel(
            cart: cart, product: product, selectedColour: colour, selectedSize: size, addStatus: addStatus)
    }

    /// The size to show for `colour`: the current one if that colour has it, else the first with
    /// stock, else the first.
    private static func preferredSize(of product: Product, colour: String?, keeping current: String?) -> String? {
        let sizes = product.sizes(forColour: colour)
        if let current, sizes.contains(current) { return current }
        return sizes.first { product.sku(colour: colour, size: $0)?.isInStock ?? false } ?? sizes.first
    }

    private static func neighbour(of value: String?, in values: [String], offset: Int) -> String? {
        guard !values.isEmpty else { return nil }
        let index = value.flatMap { values.firstIndex(of: $0) } ?? 0
        let count = values.count
        let moved = ((index + offset % count) + count) % count
        return values[moved]
    }
}

extension ProductDetailModel: Equatable {
    /// Equal when they show the same product, choice and status (the cart is a service).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.product == rhs.product && lhs.selectedColour == rhs.selectedColour
            && lhs.selectedSize == rhs.selectedSize && lhs.addStatus == rhs.addStatus
    }
}

extension ProductDetailModel: CustomStringConvertible {
    public var description: String {
        let choice = [selectedColour, selectedSize].compactMap { $0 }.joined(separator: " / ")
        return "\(product.id) \"\(product.name)\", \(choice.isEmpty ? "one size" : choice), \(addStatus)"
    }
}
