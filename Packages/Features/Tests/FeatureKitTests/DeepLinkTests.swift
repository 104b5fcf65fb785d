import FeatureKit
import Testing

@MainActor
@Suite struct DeepLinkTests {
    @Test func aLinkSplitsIntoFeaturePathAndQuery() throws {
        let link = try #require(DeepLink("vsmshop://product/p-0315?sku=p-0315-black-120-cm"))
        #expect(link.feature == "product")
        #expect(link.path == ["p-0315"])
        #expect(link.query == ["sku": "p-0315-black-120-cm"])
        #expect(link.description == "vsmshop://product/p-0315?sku=p-0315-black-120-cm")
    }

    @Test func percentEncodingIsDecodedAndWrittenBack() throws {
        let link = try #require(DeepLink("vsmshop://search?q=oak%20chair"))
        #expect(link.query["q"] == "oak chair")
        #expect(DeepLink(link.description) == link)
    }

    @Test(arguments: ["", "nope", "http://blog/3", "vsmshop://", "vsmshop:blog", "vsmshop:///blog"])
    func textThatIsNotAnAppLinkIsNoLink(_ text: String) {
        #expect(DeepLink(text) == nil)
    }

    @Test func theRegistryNamesEveryValidFormWhenALinkFits() throws {
        let registry = FeatureRegistry([
            FeatureRegistration(ShelfRoute.self) { _ in ShelfScreen(name: "s", outcomes: [:]) }
        ])
        #expect(registry.route(for: try #require(DeepLink("vsmshop://shelf/2"))) as? ShelfRoute == .book(2))
        #expect(throws: DeepLinkError(text: "vsmshop://nope", validForms: ShelfRoute.linkForms)) {
            try registry.route(forLink: "vsmshop://nope")
        }
        #expect(
            DeepLinkError(text: "x", validForms: ShelfRoute.linkForms).description
                == "not a link the app can open: x (valid forms: vsmshop://shelf, vsmshop://shelf/<number>)")
    }
}
