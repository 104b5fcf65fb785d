import FeatureKit
import __Name__Feature

/// `preview-__preview__` (`make preview FEATURE=__preview__`): the __Name__ feature alone in the real
/// terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum __Name__Preview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-__preview__", feature: "__Name__Feature")
            .runInTerminal { __Name__Screen(dependencies: $0) }
    }
}
