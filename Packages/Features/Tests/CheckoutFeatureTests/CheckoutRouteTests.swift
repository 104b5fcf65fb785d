import CheckoutFeatureInterface
import Domain
import FeatureKit
import Testing

@Suite struct CheckoutRouteTests {
    @Test(arguments: [
        (CheckoutRoute.review, "vsmshop://checkout"), (.orders, "vsmshop://orders"),
        (.order("o-000001"), "vsmshop://orders/o-000001"),
    ])
    func eachRoutesLinkReadsBack(_ route: CheckoutRoute, _ link: String) {
        #expect(route.link.description == link)
        #expect(DeepLink(link).flatMap(CheckoutRoute.init(link:)) == route)
    }

    @Test(arguments: ["vsmshop://checkout/1", "vsmshop://orders/1/2", "vsmshop://cart"])
    func otherLinksAreNotCheckouts(_ link: String) {
        #expect(DeepLink(link).flatMap(CheckoutRoute.init(link:)) == nil)
    }
}
