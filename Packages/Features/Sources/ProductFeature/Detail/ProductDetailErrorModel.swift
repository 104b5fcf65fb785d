import Domain
import FeatureKit
import Services
import VSMKit

/// A failed product load: why, and a retry of the same load.
public struct ProductDetailErrorModel: Sendable, Equatable {
    /// The load that failed, which a retry runs again.
    public let loaderModel: ProductDetailLoaderModel
    /// Why, for people (the error's localized description).
    public let message: String

    public init(loaderModel: ProductDetailLoaderModel, message: String) {
        self.loaderModel = loaderModel
        self.message = message
    }

    /// The product that could not be loaded.
    public var productID: ProductID { loaderModel.productID }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<ProductDetailViewState> {
        loaderModel.loadProduct()
    }
}
