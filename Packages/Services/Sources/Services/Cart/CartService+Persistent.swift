import Domain

extension CartService {
    /// A cart kept in a ``CartStore`` file, so it survives restarts and is shared by processes.
    ///
    /// `add` looks the SKU up through `products` (for its product, price and current stock), then
    /// changes the stored cart under the store's lock. Domain ``CartError``s pass through unchanged;
    /// an unknown SKU is ``ServiceError/notFound(_:)``.
    public static func persistent(store: CartStore, products: ProductService) -> CartService {
        CartService(
            load: { try store.load() },
            add: { sku, quantity in
                let (product, item) = try await lookUp(sku, in: products)
                return try store.update { try $0.add(item, of: product, quantity: quantity) }
            },
            setQuantity: { sku, quantity in
                try store.update { try $0.setQuantity(quantity, for: sku) }
            },
            remove: { sku in
                try store.update { try $0.remove(sku) }
            },
            clear: {
                try store.update { $0.removeAll() }
            })
    }

    /// The product holding `sku`, and the SKU itself.
    static func lookUp(_ sku: SKUID, in products: ProductService) async throws -> (Product, SKU) {
        let product = try await products.productContainingSKU(sku)
        guard let item = product.sku(id: sku) else { throw ServiceError.notFound("SKU \(sku)") }
        return (product, item)
    }
}
