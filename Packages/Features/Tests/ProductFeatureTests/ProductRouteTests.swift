import FeatureKit
import ProductFeatureInterface
import Testing

/// The product feature parses its own links, and every route's link reads back as the same route.
@Suite struct ProductRouteTests {
    @Test(arguments: [
        (ProductRoute.search(query: "oak"), "vsmshop://search?q=oak"),
        (ProductRoute.search(query: ""), "vsmshop://search"),
        (ProductRoute.detail("p-0315", sku: nil), "vsmshop://product/p-0315"),
        (ProductRoute.detail("p-0315", sku: "p-0315-black-120-cm"), "vsmshop://product/p-0315?sku=p-0315-black-120-cm"),
    ])
    func eachRouteHasALinkThatReadsBack(_ route: ProductRoute, _ link: String) {
        #expect(route.link.description == link)
        #expect(DeepLink(link).flatMap(ProductRoute.init(link:)) == route)
    }

    @Test(arguments: ["vsmshop://product", "vsmshop://product/a/b", "vsmshop://search/x", "vsmshop://blog"])
    func otherLinksAreNotTheProductFeatures(_ link: String) {
        #expect(DeepLink(link).flatMap(ProductRoute.init(link:)) == nil)
    }
}
