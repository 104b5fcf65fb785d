import FeatureKit
import Services
import VSMKit

/// How a view of the cart (the screen, the home panel) starts: the cart of the dependencies, not
/// loaded yet, and what each appearance loads.
extension CartViewState {
    /// The dependencies' cart before its first load.
    static func initialized(dependencies: Dependencies) -> CartViewState {
        .initialized(loaderModel: CartLoaderModel(cartService: dependencies.cart))
    }
}

extension AsyncStateContainer where State == CartViewState {
    /// Loads the cart the first time; with `rereading`, reads a cart already on show again (it may
    /// have changed on another screen), ignored while a change runs. The call site is the origin of
    /// what it observes: pass the view's, as `observe` does.
    func loadOnAppear(
        rereading: Bool, fileID: String = #fileID, line: Int = #line, function: String = #function
    ) {
        switch state {
        case .initialized(let loaderModel):
            observe(loaderModel.load(), fileID: fileID, line: line, function: function)
        case .empty(let loadedModel) where rereading, .loaded(let loadedModel) where rereading:
            observe(
                loadedModel.reload(), policy: .ignoreWhileRunning, fileID: fileID, line: line, function: function)
        case .empty, .loaded, .loading:
            break
        }
    }
}
