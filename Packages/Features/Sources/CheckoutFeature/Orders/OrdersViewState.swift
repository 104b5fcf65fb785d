import Domain
import FeatureKit

/// The phases of the orders list: initialized, loading (with an error model once loading failed,
/// which retries), then no orders yet, or the orders newest first.
public enum OrdersViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: OrdersLoaderModel)
    /// Loading; `errorModel` is set when the orders could not be loaded, and retries.
    case loading(errorModel: OrdersErrorModel?)
    /// The customer has placed no orders; the loader model loads again.
    case empty(loaderModel: OrdersLoaderModel)
    /// The orders, newest first.
    case loaded(loadedModel: OrdersLoadedModel)

    /// Why the orders could not be loaded, if they could not.
    public var failureMessage: String? {
        if case .loading(let errorModel?) = self { return errorModel.message }
        return nil
    }
}

extension OrdersViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .empty: "empty"
        case .loaded(let loadedModel): "loaded(\(loadedModel.orders.map(\.id.rawValue).joined(separator: ", ")))"
        }
    }
}
