import Domain
import FeatureKit
import Services
import VSMKit

/// The product feature's public surface besides its views (``ProductSearchView``,
/// ``ProductDetailView`` with its ``VariantPickerView``): the headless entry points, which run the
/// same models on a container of their own and return the final state, for one-shot commands
/// (`products search TERM`, `products show ID`).
///
/// Their transitions are traced through VSMKit's `StateTracing`, like the interactive app's.
public enum ProductFeature {
    /// Searches once, without debounce: `searching → results` (or `noResults`, `failed`); an empty
    /// query gives the suggestions (`loadingSuggestions → idle`).
    @MainActor
    public static func search(
        _ query: String, limit: Int = 20, dependencies: Dependencies
    ) async
        -> ProductSearchViewState
    {
        let searchModel = ProductSearchModel(products: dependencies.products, limit: limit)
        return await HeadlessRun.run(from: .idle(suggestions: [])) { container in
            await container.refresh(searchModel.search(query))
        }
    }

    /// Loads one product: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadProduct(id: ProductID, dependencies: Dependencies) async -> ProductDetailViewState {
        let loaderModel = ProductDetailLoaderModel(
            products: dependencies.products, cart: dependencies.cart, productID: id)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.loadProduct())
        }
    }
}
