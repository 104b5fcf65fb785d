import FeatureKit
import VSMKit

/// The items on show, and reloading them.
public struct __Name__LoadedModel: Sendable, Equatable {
    @Service var __name__Service: __Name__Service
    public let items: [__Name__Item]

    public init(__name__Service: __Name__Service, items: [__Name__Item]) {
        self.__name__Service = __name__Service
        self.items = items
    }

    /// Loads the items again: `loading`, then `loaded` or an error.
    public func reload() -> StateSequence<__Name__ViewState> {
        __Name__LoaderModel(__name__Service: __name__Service).load()
    }
}
