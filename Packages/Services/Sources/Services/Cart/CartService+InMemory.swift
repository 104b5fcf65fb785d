import Domain
import FoundationExt

extension CartService {
    /// A cart held in memory (previews, tests): the same rules as the persistent cart, gone when the
    /// process ends. Changes are serialised by a lock, so concurrent adds lose nothing.
    public static func inMemory(products: ProductService, initial: Cart = Cart()) -> CartService {
        let box = LockedBox(initial)
        return CartService(
            load: { box.value },
            add: { sku, quantity in
                let (product, item) = try await lookUp(sku, in: products)
                return try box.withLock { cart throws(CartError) in
                    try cart.add(item, of: product, quantity: quantity)
                    return cart
                }
            },
            setQuantity: { sku, quantity in
                try box.withLock { cart throws(CartError) in
                    try cart.setQuantity(quantity, for: sku)
                    return cart
                }
            },
            remove: { sku in
                try box.withLock { cart throws(CartError) in
                    try cart.remove(sku)
                    return cart
                }
            },
            clear: {
                box.withLock { cart in
                    cart.removeAll()
                    return cart
                }
            })
    }
}
