import FeatureKit
import VSMKit

/// Loads the items: `loading`, then the items or an error model that can retry.
public struct __Name__LoaderModel: Sendable, Equatable {
    @Service var __name__Service: __Name__Service

    public init(__name__Service: __Name__Service) {
        self.__name__Service = __name__Service
    }

    /// `loading`, then `loaded` with the items, or `loading(errorModel:)` when the service fails.
    @StateSequenceBuilder
    public func load() -> StateSequence<__Name__ViewState> {
        __Name__ViewState.loading(errorModel: nil)
        Next { await fetchItems() }
    }

    private func fetchItems() async -> __Name__ViewState {
        do {
            return .loaded(
                loadedModel: __Name__LoadedModel(
                    __name__Service: __name__Service, items: try await __name__Service.load()))
        } catch {
            return .loading(
                errorModel: __Name__ErrorModel(
                    __name__Service: __name__Service, message: ErrorMessage.describing(error)))
        }
    }
}
