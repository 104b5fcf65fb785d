import BlogFeatureInterface
import Domain
import FeatureKit
import HomeFeatureInterface
import Services
import TerminalUI
import Testing
import VSMKitTesting

@testable import CLIApp

/// The app's one list of features, checked from the list itself (a feature registered in
/// `Composition` is checked with no edit here): every link form opens its own feature's screen, no
/// two features claim a form, an unknown link is refused with every valid form, and home shows the
/// panels the composition hands it, in order, each failing on its own.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CompositionTests {
    private let registry = Composition.features(dependencies: .preview())

    /// A link of `form`, each `<placeholder>` filled with `1` (every route's identifiers accept it).
    private static func link(of form: String) -> String {
        form.replacing(/<[^>]*>/, with: "1")
    }

    @Test func everyRegisteredLinkFormOpensItsOwnFeaturesScreen() throws {
        #expect(!registry.features.isEmpty)
        for feature in registry.features {
            #expect(!feature.linkForms.isEmpty, "a feature without a link cannot be opened")
            for form in feature.linkForms {
                let link = Self.link(of: form)
                let route = try registry.route(forLink: link)
                #expect(route.link.description == link, "\(form) does not round-trip")
                let own = try #require(feature.view(for: route), "\(form) is parsed by another feature")
                let opened = try #require(registry.view(for: route), "\(form) opens no screen")
                #expect(type(of: opened) == type(of: own), "\(form) opens another feature's screen")
            }
        }
    }

    @Test func noTwoFeaturesClaimTheSameLinkForm() throws {
        for form in registry.linkForms {
            let link = try #require(DeepLink(Self.link(of: form)))
            let claimants = registry.features.filter { $0.route(for: link) != nil }
            #expect(claimants.count == 1, "\(form) is claimed by \(claimants.count) features")
        }
        #expect(Set(registry.linkForms).count == registry.linkForms.count, "a form is listed twice")
    }

    @Test func anUnknownLinkIsRefusedWithEveryValidForm() {
        let everyForm = registry.features.flatMap(\.linkForms)
        #expect(throws: DeepLinkError(text: "vsmshop://nope", validForms: everyForm)) {
            try registry.route(forLink: "vsmshop://nope")
        }
    }

    @Test func homeShowsTheComposedPanelsInOrder() throws {
        let panels = Composition.homePanels(dependencies: .preview())
        let home = try #require(registry.view(for: HomeRoute.home))
        let text = home.render(size: TerminalSize(columns: 80, rows: 12 * max(1, panels.count))).plainText
        let headings = panels.enumerated().map { index, panel in "\(index + 1) \(panel.title)" }
        let positions = headings.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == panels.count, "\(headings) in \(text)")
        #expect(positions == positions.sorted())
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
