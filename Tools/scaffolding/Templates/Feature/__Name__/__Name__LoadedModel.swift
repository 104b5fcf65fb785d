import FeatureKit
import VSMKit

/// The items on show, and reloading them.
public struct __Name__LoadedModel: Sendable, Equatable {
    @Service var service: __Name__Service
    public let items: [__Name__Item]

    public init(service: __Name__Service, items: [__Name__Item]) {
        self.service = service
        self.items = items
    }

    /// Loads the items again: `loading`, then `loaded` or an error.
    public func reload() -> StateSequence<__Name__ViewState> {
        __Name__LoaderModel(service: service).load()
    }
}
