import Domain
import FeatureKit

/// The phases of one order's screen: initialized, loading (with an error model once loading
/// failed, e.g. an unknown id, which retries), then the order.
public enum OrderDetailViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: OrderDetailLoaderModel)
    /// Loading; `errorModel` is set when the order could not be loaded, and retries.
    case loading(errorModel: OrderDetailErrorModel?)
    /// The order on show.
    case loaded(order: Order)

    /// Why the order could not be loaded, if it could not.
    public var failureMessage: String? {
        if case .loading(let errorModel?) = self { return errorModel.message }
        return nil
    }
}

extension OrderDetailViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized(let loaderModel): "initialized(order \(loaderModel.orderID))"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let order): "loaded(\(order.id) total \(order.total.formatted))"
        }
    }
}
