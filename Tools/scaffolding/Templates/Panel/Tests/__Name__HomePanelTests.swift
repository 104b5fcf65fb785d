import HomeFeatureInterface
import TerminalUI
import Testing
import VSMKitTesting
import __Name__Feature
import __Name__FeatureInterface

/// __Name__'s panel on home, as its interface declares it: titled with the feature's name, its
/// number opening the feature, its view loading the items when home appears.
@MainActor
struct __Name__HomePanelTests {
    @Test func thePanelIsTitledWithTheFeaturesNameAndItsNumberOpensTheFeature() throws {
        let panel = __Name__Feature.homePanel(__name__Service: .preview)
        #expect(panel.title == "__Name__")
        let shortcut = try #require(panel.shortcut)
        #expect(shortcut.label == "__preview__")
        #expect(shortcut.route as? __Name__Route == .items)
    }

    @Test func itsViewLoadsTheItemsWhenItAppears() async throws {
        let view = __Name__Feature.homePanel(__name__Service: .preview).makeView(4)
        view.onAppear()
        try await waitUntil { view.render(size: TerminalSize(columns: 40, rows: 8)).plainText.contains("First item") }
    }
}
