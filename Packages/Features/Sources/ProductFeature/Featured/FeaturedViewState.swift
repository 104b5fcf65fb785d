import Domain
import FeatureKit
import TerminalUI

/// The phases of the featured-products panel: initialized, loading (with an error model once the
/// load failed, which retries), loaded.
public enum FeaturedViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: FeaturedLoaderModel)
    /// Loading; `errorModel` is set when the load failed, and retries.
    case loading(errorModel: FeaturedErrorModel?)
    /// The featured products, best first.
    case loaded(products: [Product])

    public var failureMessage: String? {
        if case .loading(let errorModel?) = self { return errorModel.message }
        return nil
    }

    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let products): "loaded(\(products.map(\.id.rawValue)))"
        }
    }
}
