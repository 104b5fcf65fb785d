import CheckoutFeature
import CheckoutFeatureInterface
import FeatureKit

/// `preview-checkout` (`make preview FEATURE=checkout`): the checkout of the preview cart alone in
/// the real terminal (or a link: `vsmshop://orders`, `vsmshop://orders/<id>`), on the embedded
/// catalog with an in-memory cart and orders (`Dependencies.preview()`).
@main
enum CheckoutPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-checkout", feature: "CheckoutFeature")
            .runInTerminal(at: CheckoutRoute.review) { [CheckoutFeature.registration(dependencies: $0)] }
    }
}
