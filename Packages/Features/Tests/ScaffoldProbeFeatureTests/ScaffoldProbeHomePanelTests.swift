import HomeFeatureInterface
import ScaffoldProbeFeature
import ScaffoldProbeFeatureInterface
import TerminalUI
import Testing
import VSMKitTesting

/// ScaffoldProbe's panel on home, as its interface declares it: titled with the feature's name, its
/// number opening the feature, its view loading the items when home appears.
@MainActor
struct ScaffoldProbeHomePanelTests {
    @Test func thePanelIsTitledWithTheFeaturesNameAndItsNumberOpensTheFeature() throws {
        let panel = ScaffoldProbeFeature.homePanel(scaffoldProbeService: .preview)
        #expect(panel.title == "ScaffoldProbe")
        let shortcut = try #require(panel.shortcut)
        #expect(shortcut.label == "scaffold-probe")
        #expect(shortcut.route as? ScaffoldProbeRoute == .items)
    }

    @Test func itsViewLoadsTheItemsWhenItAppears() async throws {
        let view = ScaffoldProbeFeature.homePanel(scaffoldProbeService: .preview).makeView(4)
        view.onAppear()
        try await waitUntil { view.render(size: TerminalSize(columns: 40, rows: 8)).plainText.contains("First item") }
    }
}
