import CartFeatureInterface
import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The cart feature's public surface besides ``CartView``: the headless entry points, which run the
/// same models as the view on a container of their own and return the final state, for one-shot commands (`cart show`,
/// `cart add`, `cart remove`, `cart clear`). A change first loads the cart, then applies the
/// change through the loaded model, as the screen does.
///
/// The final state tells the outcome: `empty`/`loaded` with ``CartViewState/failureMessage`` `nil`
/// on success; otherwise `failureMessage` says why (the cart could not be loaded, e.g. a corrupt
/// file, or the change was refused, e.g. out of stock or an unknown SKU).
///
/// Their transitions are traced through VSMKit's `StateTracing`, like the interactive app's.
public enum CartFeature {
    /// The cart as the app registers it: its route (``CartRoute``, parsed from its link) and view.
    @MainActor
    public static func registration(dependencies: Dependencies) -> FeatureRegistration {
        FeatureRegistration(CartRoute.self) { _ in CartView(dependencies: dependencies) }
    }

    /// What the cart offers other features to embed (``CartPanels``).
    @MainActor
    public static func panels(dependencies: Dependencies) -> CartPanels {
        CartPanels { CartSummaryPanelView(dependencies: dependencies) }
    }

    /// Loads the cart: `initialized → loading → empty | loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func load(
        dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies, change: nil)
    }

    /// Loads the cart, then adds `quantity` of `sku` (merging with its line).
    @MainActor
    public static func add(
        sku: SKUID, quantity: Int = 1, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { $0.add(sku, quantity: quantity) }
    }

    /// Loads the cart, then sets the quantity of `sku`'s line.
    @MainActor
    public static func setQuantity(
        _ quantity: Int, sku: SKUID, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { $0.setQuantity(quantity, for: sku) }
    }

    /// Loads the cart, then removes `sku`'s line.
    @MainActor
    public static func remove(
        sku: SKUID, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { $0.remove(sku) }
    }

    /// Loads the cart, then empties it.
    @MainActor
    public static func clear(
        dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { $0.clear() }
    }

    @MainActor
    private static func run(
        dependencies: Dependencies,
        change: ((CartLoadedModel) -> StateSequence<CartViewState>)?
    ) async -> CartViewState {
        let loader = CartLoaderModel(cartService: dependencies.cart)
        return await HeadlessRun.run(from: CartViewState.initialized(loaderModel: loader)) { container in
            await container.refresh(loader.load())
            guard let change else { return }
            switch container.state {
            case .empty(let model), .loaded(let model):
                await container.refresh(change(model))
            case .initialized, .loading:
                return  // the load failed: the error state is the answer
            }
        }
    }
}
