import Domain
import Services
import ServicesTestSupport

/// Carts built from the fixtures.
enum TestCarts {
    static let oakNatural = Fixtures.oakChair.skus[0]
    static let shirtWhiteS = Fixtures.linenShirt.skus[0]

    /// Two oak chairs on sale ($249.00 → $199.00) and one linen shirt at its regular $59.00.
    static func mixed() throws -> Cart {
        var cart = Cart()
        try cart.add(oakNatural, of: Fixtures.oakChair, quantity: 2)
        try cart.add(shirtWhiteS, of: Fixtures.linenShirt)
        return cart
    }

    /// One linen shirt.
    static func single() throws -> Cart {
        var cart = Cart()
        try cart.add(shirtWhiteS, of: Fixtures.linenShirt)
        return cart
    }
}

extension Dependencies {
    /// An in-memory cart over the fixtures' products; blog unimplemented.
    static func cart(_ service: CartService) -> Dependencies {
        var dependencies = Dependencies.test
        dependencies.products = .stub()
        dependencies.cart = service
        return dependencies
    }
}
