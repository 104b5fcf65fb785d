import FeatureKit
import TerminalUI
import VSMKit

extension ScaffoldProbeView {
    /// The view's named previews: each phase, no items, text that is long or wide, a narrow
    /// terminal. Its service is its own (not in `Dependencies` yet), so each preview builds the
    /// stub it names.
    static var previews: [Preview] {
        [
            Preview("scaffold-probe: loaded", dependencies: .ownService("scaffoldProbeService: preview")) { _ in
                showing(await ScaffoldProbeFeature.load(scaffoldProbeService: .preview))
            },
            Preview("scaffold-probe: loading", dependencies: .ownService("scaffoldProbeService hangs")) { _ in
                ScaffoldProbeView(scaffoldProbeService: behaving(.hangs))
            },
            Preview("scaffold-probe: load failed", dependencies: .ownService("scaffoldProbeService fails")) { _ in
                showing(await ScaffoldProbeFeature.load(scaffoldProbeService: behaving(.fails(.offline("no network")))))
            },
            Preview("scaffold-probe: empty", dependencies: .ownService("scaffoldProbeService empty")) { _ in
                showing(await ScaffoldProbeFeature.load(scaffoldProbeService: behaving(.empty)))
            },
            Preview(
                "scaffold-probe: long and unicode text", dependencies: .ownService("scaffoldProbeService: long items")
            ) {
                _ in
                showing(
                    await ScaffoldProbeFeature.load(
                        scaffoldProbeService: ScaffoldProbeService { [longItems] in longItems }))
            },
            Preview(
                "scaffold-probe: narrow terminal", sizes: [TerminalSize(columns: 24, rows: 10)],
                dependencies: .ownService("scaffoldProbeService: preview")
            ) { _ in
                showing(await ScaffoldProbeFeature.load(scaffoldProbeService: .preview))
            },
        ]
    }

    private static let longItems = [
        ScaffoldProbeItem(
            id: 1, title: "An item whose title is far longer than any terminal is wide, to see it clipped 🌿"),
        ScaffoldProbeItem(id: 2, title: "Ünïcödé · 日本語のタイトル · emoji ✨"),
    ]

    private static func behaving(_ behaviour: PreviewServiceBehaviour) -> ScaffoldProbeService {
        ScaffoldProbeService { try await behaviour.answer(empty: []) }
    }

    private static func showing(_ state: ScaffoldProbeViewState) -> ScaffoldProbeView {
        ScaffoldProbeView(state: ViewState(wrappedValue: state))
    }
}
