import Domain
import Services

extension CartService {
    /// This cart service, also handing every cart it returns (after a load or a change) to
    /// `report`: how the status line's item count follows an add on the product screen at once,
    /// without the features knowing about the status line.
    func reportingCarts(to report: @escaping @Sendable (Cart) -> Void) -> CartService {
        CartService(
            load: {
                let cart = try await load()
                report(cart)
                return cart
            },
            add: { sku, quantity in
                let cart = try await add(sku, quantity)
                report(cart)
                return cart
            },
            setQuantity: { sku, quantity in
                let cart = try await setQuantity(sku, quantity)
                report(cart)
                return cart
            },
            remove: { sku in
                let cart = try await remove(sku)
                report(cart)
                return cart
            },
            clear: {
                let cart = try await clear()
                report(cart)
                return cart
            })
    }
}
