import VSMKit

/// A failed load of the featured products: why, and a retry of the same load.
public struct FeaturedErrorModel: Sendable, Equatable {
    /// The load that failed, which a retry runs again.
    public let loaderModel: FeaturedLoaderModel
    /// Why, for people.
    public let message: String

    public init(loaderModel: FeaturedLoaderModel, message: String) {
        self.loaderModel = loaderModel
        self.message = message
    }

    public func retry() -> StateSequence<FeaturedViewState> {
        loaderModel.load()
    }
}
