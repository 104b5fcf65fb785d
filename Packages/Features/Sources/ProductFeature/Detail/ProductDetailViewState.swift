import Domain
import FeatureKit

/// The phases of the product detail screen: initialized, loading (with an error model once the
/// load failed, which retries), loaded (choose a colour and size, add to cart).
public enum ProductDetailViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: ProductDetailLoaderModel)
    /// Loading; `errorModel` is set when the load failed, and retries.
    case loading(errorModel: ProductDetailErrorModel?)
    /// The product on show, with the chosen variant and the add-to-cart status.
    case loaded(loadedModel: ProductDetailLoadedModel)

    /// The product on show, if any.
    public var product: Product? {
        if case .loaded(let model) = self { return model.product }
        return nil
    }

    /// Why the product could not be loaded, or why adding it to the cart failed.
    public var failureMessage: String? {
        switch self {
        case .initialized: nil
        case .loading(let errorModel): errorModel?.message
        case .loaded(let model):
            if case .failed(let reason) = model.addStatus { reason } else { nil }
        }
    }

}

extension ProductDetailViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized(let loader): "initialized(product \(loader.productID))"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let model): "loaded(\(model))"
        }
    }
}
