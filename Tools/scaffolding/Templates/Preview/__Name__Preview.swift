import FeatureKit
import __Name__Feature
import __Name__FeatureInterface

/// `preview-__preview__` (`make preview FEATURE=__preview__`): the __Name__Feature's previews, a
/// gallery of them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature
/// at its link (`LINK=vsmshop://__preview__`) on its preview service.
@main
enum __Name__Preview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-__preview__", feature: "__Name__Feature")
            .runInTerminal(previews: __Name__Feature.previews) { _ in
                [__Name__Feature.registration(__name__Service: .preview)]
            }
    }
}
