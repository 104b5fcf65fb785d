import FeatureKit
import VSMKit

/// A failed load: what went wrong, and a retry.
public struct __Name__ErrorModel: Sendable, Equatable {
    @Service var __name__Service: __Name__Service
    /// Why, for people.
    public let message: String

    public init(__name__Service: __Name__Service, message: String) {
        self.__name__Service = __name__Service
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<__Name__ViewState> {
        __Name__LoaderModel(__name__Service: __name__Service).load()
    }
}
