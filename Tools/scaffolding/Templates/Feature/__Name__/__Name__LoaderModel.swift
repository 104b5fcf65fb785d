import FeatureKit
import VSMKit

/// Loads the items: `loading`, then the items or an error model that can retry.
public struct __Name__LoaderModel: Sendable, Equatable {
    @Service var service: __Name__Service

    public init(service: __Name__Service) {
        self.service = service
    }

    /// `loading`, then `loaded` with the items, or `loading(errorModel:)` when the service fails.
    @StateSequenceBuilder
    public func load() -> StateSequence<__Name__ViewState> {
        __Name__ViewState.loading(errorModel: nil)
        Next { await fetchItems() }
    }

    private func fetchItems() async -> __Name__ViewState {
        do {
            return .loaded(loadedModel: __Name__LoadedModel(service: service, items: try await service.load()))
        } catch {
            return .loading(errorModel: __Name__ErrorModel(service: service, message: ErrorMessage.describing(error)))
        }
    }
}
