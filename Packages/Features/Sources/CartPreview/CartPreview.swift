import CartFeature
import FeatureKit

/// `preview-cart` (`make preview FEATURE=cart`): the CartFeature's root view alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum CartPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-cart", feature: "CartFeature")
            .runInTerminal(root: { CartView(dependencies: $0) }, routes: CartFeature.view(for:dependencies:))
    }
}
