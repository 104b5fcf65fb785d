import BlogFeatureInterface
import FeatureKit
import Testing

/// The blog parses its own links, and every route's link reads back as the same route.
@Suite struct BlogRouteTests {
    @Test(arguments: [(BlogRoute.list, "vsmshop://blog"), (BlogRoute.entry(3), "vsmshop://blog/3")])
    func eachRouteHasALinkThatReadsBack(_ route: BlogRoute, _ link: String) {
        #expect(route.link.description == link)
        #expect(DeepLink(link).flatMap(BlogRoute.init(link:)) == route)
    }

    @Test(arguments: ["vsmshop://blog/0", "vsmshop://blog/x", "vsmshop://blog/1/2", "vsmshop://cart"])
    func otherLinksAreNotTheBlogs(_ link: String) {
        #expect(DeepLink(link).flatMap(BlogRoute.init(link:)) == nil)
    }
}
