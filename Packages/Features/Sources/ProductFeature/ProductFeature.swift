import CartFeatureInterface
import Domain
import FeatureKit
import HomeFeatureInterface
import ProductFeatureInterface
import Services
import TerminalUI
import VSMKit

/// The product feature's public surface besides its views (``ProductSearchView``,
/// ``ProductDetailView`` with its ``VariantPickerView``): the headless entry points, which run the
/// same models on a container of their own and return the final state, for one-shot commands
/// (`products search TERM`, `products show ID`).
///
/// Their transitions are traced through VSMKit's `StateTracing`, like the interactive app's.
public enum ProductFeature {
    /// The product screens as the app registers them: their routes (``ProductRoute``, parsed from
    /// their links) and the view for each.
    @MainActor
    public static func registration(dependencies: Dependencies) -> FeatureRegistration {
        FeatureRegistration(ProductRoute.self) { route in
            switch route {
            case .search(let query): ProductSearchView(dependencies: dependencies, query: query)
            case .detail(let id, let sku): ProductDetailView(productID: id, choosing: sku, dependencies: dependencies)
            }
        }
    }

    /// The product feature's panel on home, featured products
    /// (``HomeFeatureInterface/HomePanel/featuredProducts(view:)``).
    @MainActor
    public static func homePanel(dependencies: Dependencies) -> HomePanel {
        .featuredProducts { count in FeaturedPanelView(dependencies: dependencies, count: count) }
    }

    /// Searches once, without debounce: `searching → results` (or `noResults`, `failed`); an empty
    /// query gives the suggestions (`loadingSuggestions → idle`).
    @MainActor
    public static func search(
        _ query: String, limit: Int = 20, dependencies: Dependencies
    ) async
        -> ProductSearchViewState
    {
        let searchModel = ProductSearchModel(productService: dependencies.products, limit: limit)
        return await HeadlessRun.run(from: .initialized(searchModel: searchModel)) { container in
            await container.refresh(searchModel.search(query))
        }
    }

    /// Loads one product: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadProduct(id: ProductID, dependencies: Dependencies) async -> ProductDetailViewState {
        let loaderModel = ProductDetailLoaderModel(
            productService: dependencies.products, cartService: dependencies.cart, productID: id)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.loadProduct())
        }
    }
}
