import BlogFeature
import BlogFeatureInterface
import FeatureKit

/// `preview-blog` (`make preview FEATURE=blog`): the BlogFeature's previews: a gallery of
/// them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature at a link
/// (`LINK=…`) on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum BlogPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-blog", feature: "BlogFeature")
            .runInTerminal(previews: BlogFeature.previews) { [BlogFeature.registration(dependencies: $0)] }
    }
}
