import Domain
import FeatureKit
import Services
import VSMKit

/// The product feature's headless entry points: they run the same models as the interactive
/// screens (``ProductSearchScreen``, ``ProductDetailScreen``) on a container of their own and
/// return the final state, for one-shot commands (`products search TERM`, `products show ID`).
///
/// `trace`, when given, receives one line per trace event of the container (each transition with
/// the `observe` call it came from), e.g. for `--trace`.
public enum ProductFeature {
    /// Searches once, without debounce: `searching → results` (or `noResults`, `failed`); an empty
    /// query gives the suggestions (`loadingSuggestions → idle`).
    @MainActor
    public static func search(
        _ query: String, limit: Int = 20, dependencies: Dependencies, trace: (@Sendable (String) -> Void)? = nil
    ) async -> ProductSearchViewState {
        let model = ProductSearchModel(products: dependencies.products, limit: limit)
        return await HeadlessRun.run(from: ProductSearchViewState.idle(suggestions: []), trace: trace) { container in
            await container.refresh(model.search(query))
        }
    }

    /// Loads one product: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadProduct(
        id: ProductID, dependencies: Dependencies, trace: (@Sendable (String) -> Void)? = nil
    ) async -> ProductDetailViewState {
        let loader = ProductDetailLoaderModel(products: dependencies.products, cart: dependencies.cart, productID: id)
        return await HeadlessRun.run(from: ProductDetailViewState.initialized(loader), trace: trace) { container in
            await container.refresh(loader.loadProduct())
        }
    }
}
