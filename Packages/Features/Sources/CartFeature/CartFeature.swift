import CartFeatureInterface
import Domain
import FeatureKit
import HomeFeatureInterface
import Services
import TerminalUI
import VSMKit

/// The cart feature's public surface besides ``CartView``: the headless entry points, which run the
/// same models as the view on a container of their own and return the final state, for one-shot commands (`cart show`,
/// `cart add`, `cart remove`, `cart clear`). A change goes to the store once, through the loader
/// model's ``CartLoaderModel/load(changing:)``: a command shows only the outcome, so it need not
/// load the cart first as the screen does.
///
/// The final state tells the outcome: `empty`/`loaded` with ``CartViewState/failureMessage`` `nil`
/// on success; otherwise `failureMessage` says why: the change was refused (out of stock, an unknown
/// SKU; the state shows the cart as it is), or the cart could not be read (a corrupt file; the
/// state is the load's error model when it still cannot be read).
///
/// Their transitions are traced through VSMKit's `StateTracing`, like the interactive app's.
public enum CartFeature {
    /// The cart as the app registers it: its route (``CartRoute``, parsed from its link) and view.
    @MainActor
    public static func registration(dependencies: Dependencies) -> FeatureRegistration {
        FeatureRegistration(CartRoute.self) { _ in CartView(dependencies: dependencies) }
    }

    /// The cart's panel on home, its summary (``HomeFeatureInterface/HomePanel/cartSummary(view:)``).
    @MainActor
    public static func homePanel(dependencies: Dependencies) -> HomePanel {
        .cartSummary { CartSummaryPanelView(dependencies: dependencies) }
    }

    /// Loads the cart: `initialized → loading → empty | loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func load(
        dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies, change: nil)
    }

    /// Adds `quantity` of `sku` (merging with its line).
    @MainActor
    public static func add(
        sku: SKUID, quantity: Int = 1, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { try await $0.add(sku, quantity) }
    }

    /// Sets the quantity of `sku`'s line.
    @MainActor
    public static func setQuantity(
        _ quantity: Int, sku: SKUID, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { try await $0.setQuantity(sku, quantity) }
    }

    /// Removes `sku`'s line.
    @MainActor
    public static func remove(
        sku: SKUID, dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { try await $0.remove(sku) }
    }

    /// Empties the cart.
    @MainActor
    public static func clear(
        dependencies: Dependencies
    ) async -> CartViewState {
        await run(dependencies: dependencies) { try await $0.clear() }
    }

    @MainActor
    private static func run(
        dependencies: Dependencies,
        change: (@Sendable (CartService) async throws -> Cart)?
    ) async -> CartViewState {
        let loader = CartLoaderModel(cartService: dependencies.cart)
        return await HeadlessRun.run(from: CartViewState.initialized(loaderModel: loader)) { container in
            await container.refresh(change.map { loader.load(changing: $0) } ?? loader.load())
        }
    }
}
