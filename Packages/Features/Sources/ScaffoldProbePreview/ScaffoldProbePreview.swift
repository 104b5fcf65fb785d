import FeatureKit
import ScaffoldProbeFeature
import ScaffoldProbeFeatureInterface

/// `preview-scaffold-probe` (`make preview FEATURE=scaffold-probe`): the ScaffoldProbeFeature's previews, a
/// gallery of them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature
/// at its link (`LINK=vsmshop://scaffold-probe`) on its preview service.
@main
enum ScaffoldProbePreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-scaffold-probe", feature: "ScaffoldProbeFeature")
            .runInTerminal(previews: ScaffoldProbeFeature.previews) { _ in
                [ScaffoldProbeFeature.registration(scaffoldProbeService: .preview)]
            }
    }
}
