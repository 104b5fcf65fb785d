import FeatureKit
import HomeFeature

/// `preview-home` (`make preview FEATURE=home`): home's previews, a gallery of them (Enter runs one
/// live, Esc comes back) or one of them (`PREVIEW=…`). Home's panels belong to other features, so
/// its previews show stand-ins and it opens no link (`LINK=…` is a usage error listing none).
@main
enum HomePreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-home", feature: "HomeFeature")
            .runInTerminal(previews: HomeFeature.previews) { _ in [] }
    }
}
