import CartFeature
import CartFeatureInterface
import FeatureKit

/// `preview-cart` (`make preview FEATURE=cart`): the CartFeature's previews: a gallery of
/// them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature at a link
/// (`LINK=…`) on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum CartPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-cart", feature: "CartFeature")
            .runInTerminal(previews: CartFeature.previews) { [CartFeature.registration(dependencies: $0)] }
    }
}
