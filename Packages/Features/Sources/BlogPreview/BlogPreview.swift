import BlogFeature
import BlogFeatureInterface
import FeatureKit

/// `preview-blog` (`make preview FEATURE=blog`): the BlogFeature's root view alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum BlogPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-blog", feature: "BlogFeature")
            .runInTerminal(at: BlogRoute.list) { [BlogFeature.registration(dependencies: $0)] }
    }
}
