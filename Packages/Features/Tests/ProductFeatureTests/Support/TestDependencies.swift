import Domain
import Services
import ServicesTestSupport
import VSMKitTesting

extension Dependencies {
    /// The products and cart given; the blog unimplemented (any call fails the test).
    static func shop(products: ProductService, cart: CartService = .unimplemented) -> Dependencies {
        var dependencies = Dependencies.test
        dependencies.products = products
        dependencies.cart = cart
        return dependencies
    }
}

extension ProductService {
    /// The fixtures' stub with its search recording every query it runs.
    static func recordingSearches(in log: CallLog<String>, products: [Product] = Fixtures.products) -> ProductService {
        var service = ProductService.stub(products: products)
        let search = service.search
        service.search = { query, limit in
            log.record(query)
            return try await search(query, limit)
        }
        return service
    }
}
