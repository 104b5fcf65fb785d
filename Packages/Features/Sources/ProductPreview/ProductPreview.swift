import FeatureKit
import ProductFeature
import ProductFeatureInterface

/// `preview-product` (`make preview FEATURE=product`): the ProductFeature's root view alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum ProductPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-product", feature: "ProductFeature")
            .runInTerminal(at: ProductRoute.search(query: "")) { [ProductFeature.registration(dependencies: $0)] }
    }
}
