import BlogFeatureInterface
import CartFeatureInterface
import CheckoutFeatureInterface
import Domain
import FeatureKit
import HomeFeatureInterface
import ProductFeatureInterface
import Services
import TerminalUI
import Testing
import VSMKitTesting

@testable import CLIApp

/// The app's one list of features: every link form opens its feature's screen, an unknown link is
/// refused with every valid form, and home's panels, made by their own features, fail on their own.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CompositionTests {
    private let registry = Composition.features(dependencies: .preview())

    @Test(arguments: [
        ("vsmshop://home", "HomeView"), ("vsmshop://blog", "BlogListView"), ("vsmshop://blog/3", "BlogEntryView"),
        ("vsmshop://search?q=oak", "ProductSearchView"), ("vsmshop://search", "ProductSearchView"),
        ("vsmshop://product/p-0315", "ProductDetailView"),
        ("vsmshop://product/p-0315?sku=p-0315-black-120-cm", "ProductDetailView"), ("vsmshop://cart", "CartView"),
        ("vsmshop://checkout", "CheckoutView"), ("vsmshop://orders", "OrdersView"),
        ("vsmshop://orders/o-000001", "OrderDetailView"),
    ])
    func everyLinkFormOpensItsFeaturesScreen(_ link: String, _ view: String) throws {
        let route = try registry.route(forLink: link)
        #expect(route.link.description == link)
        #expect(registry.view(for: route).map { String(describing: type(of: $0)) } == view)
    }

    @Test func anUnknownLinkIsRefusedWithEveryValidForm() {
        #expect(throws: DeepLinkError(text: "vsmshop://nope", validForms: registry.linkForms)) {
            try registry.route(forLink: "vsmshop://nope")
        }
        #expect(
            registry.linkForms == HomeRoute.linkForms + BlogRoute.linkForms + ProductRoute.linkForms
                + CartRoute.linkForms + CheckoutRoute.linkForms)
    }

    @Test func homeWithTheBlogFailingShowsItsErrorWhileTheOtherPanelsWork() async throws {
        var dependencies = Dependencies.preview()
        dependencies.blog = UnreachableBlog()
        let home = try #require(Composition.features(dependencies: dependencies).view(for: HomeRoute.home))
        let size = TerminalSize(columns: 80, rows: 30)

        home.onAppear()

        try await waitUntil {
            let text = home.render(size: size).plainText
            return text.contains("Could not load the entries") && text.contains("Your cart is empty.")
                && text.contains("$")  // a featured product's price
        }
        #expect(home.render(size: size).plainText.contains("Press r to try again."))
    }
}

/// A blog whose server cannot be reached.
private struct UnreachableBlog: BlogEntryProviding {
    func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        throw ServiceError.offline("no route")
    }
    func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry { throw ServiceError.offline("no route") }
}
