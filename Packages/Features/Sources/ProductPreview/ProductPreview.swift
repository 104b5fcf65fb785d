import FeatureKit
import ProductFeature
import ProductFeatureInterface

/// `preview-product` (`make preview FEATURE=product`): the ProductFeature's previews: a gallery of
/// them (Enter runs one live, Esc comes back), one of them (`PREVIEW=…`), or the feature at a link
/// (`LINK=…`) on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum ProductPreview {
    @MainActor
    static func main() async {
        await PreviewRunner(executable: "preview-product", feature: "ProductFeature")
            .runInTerminal(previews: ProductFeature.previews) { [ProductFeature.registration(dependencies: $0)] }
    }
}
