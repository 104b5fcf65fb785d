import FeatureKit
import __Name__Feature
import __Name__FeatureInterface

/// `preview-__preview__` (`make preview FEATURE=__preview__`): the __Name__Feature's view alone in
/// the real terminal, on its preview service.
@main
enum __Name__Preview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-__preview__", feature: "__Name__Feature")
            .runInTerminal(at: __Name__Route.items) { _ in [__Name__Feature.registration(__name__Service: .preview)] }
    }
}
