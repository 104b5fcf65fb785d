import FeatureKit
import VSMKit

/// A failed load: what went wrong, and a retry.
public struct __Name__ErrorModel: Sendable, Equatable {
    @Service var service: __Name__Service
    /// Why, for people.
    public let message: String

    public init(service: __Name__Service, message: String) {
        self.service = service
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<__Name__ViewState> {
        __Name__LoaderModel(service: service).load()
    }
}
