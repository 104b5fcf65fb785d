import FeatureKit
import __Name__Feature

/// `preview-__preview__` (`make preview FEATURE=__preview__`): the __Name__Feature's view alone in
/// the real terminal, on its preview service.
@main
enum __Name__Preview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-__preview__", feature: "__Name__Feature")
            .runInTerminal(root: { _ in __Name__View(__name__Service: .preview) }, routes: { _, _ in nil })
    }
}
