import CartFeature
import CartFeatureInterface
import FeatureKit

/// `preview-cart` (`make preview FEATURE=cart`): the CartFeature's root view alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum CartPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-cart", feature: "CartFeature")
            .runInTerminal(at: CartRoute.cart) { [CartFeature.registration(dependencies: $0)] }
    }
}
