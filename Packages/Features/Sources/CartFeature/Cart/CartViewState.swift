import Domain
import FeatureKit

/// The phases of the cart: initialized, loading (with an error model once loading failed, e.g. a
/// corrupt cart file, which retries), then the cart: empty, or with lines.
public enum CartViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: CartLoaderModel)
    /// Loading; `errorModel` is set when the cart could not be loaded, and retries.
    case loading(errorModel: CartErrorModel?)
    /// The cart has no lines.
    case empty(loadedModel: CartLoadedModel)
    /// The cart has lines; the model changes quantities and removes lines.
    case loaded(loadedModel: CartLoadedModel)

    /// The cart on show, if it is loaded.
    public var cart: Cart? {
        switch self {
        case .empty(let model), .loaded(let model): model.cart
        case .initialized, .loading: nil
        }
    }

    /// Why the cart could not be loaded, or why the last change failed.
    public var failureMessage: String? {
        switch self {
        case .initialized: nil
        case .loading(let errorModel): errorModel?.message
        case .empty(let model), .loaded(let model):
            if case .failed(let message) = model.activity { message } else { nil }
        }
    }

}

extension CartViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .empty(let model): "empty(\(model))"
        case .loaded(let model): "loaded(\(model))"
        }
    }
}
