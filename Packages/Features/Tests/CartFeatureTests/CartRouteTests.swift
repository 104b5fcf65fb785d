import CartFeatureInterface
import FeatureKit
import Testing

@Suite struct CartRouteTests {
    @Test func theCartsLinkReadsBack() {
        #expect(CartRoute.cart.link.description == "vsmshop://cart")
        #expect(DeepLink("vsmshop://cart").flatMap(CartRoute.init(link:)) == .cart)
        #expect(DeepLink("vsmshop://cart/1").flatMap(CartRoute.init(link:)) == nil)
    }
}
