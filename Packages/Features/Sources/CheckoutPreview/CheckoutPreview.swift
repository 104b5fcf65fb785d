import CheckoutFeature
import CheckoutFeatureInterface
import FeatureKit

/// `preview-checkout` (`make preview FEATURE=checkout`): the CheckoutFeature's previews: a gallery
/// of them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature at a
/// link (`LINK=vsmshop://orders`) on the embedded catalog with an in-memory cart and orders
/// (`Dependencies.preview()`).
@main
enum CheckoutPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-checkout", feature: "CheckoutFeature")
            .runInTerminal(previews: CheckoutFeature.previews) { [CheckoutFeature.registration(dependencies: $0)] }
    }
}
