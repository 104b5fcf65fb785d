import FeatureKit
import VSMKit

/// Loads the items: `loading`, then the items or an error model that can retry.
public struct ScaffoldProbeLoaderModel: Sendable, Equatable {
    @Service var scaffoldProbeService: ScaffoldProbeService

    public init(scaffoldProbeService: ScaffoldProbeService) {
        self.scaffoldProbeService = scaffoldProbeService
    }

    /// `loading`, then `loaded` with the items, or `loading(errorModel:)` when the service fails.
    @StateSequenceBuilder
    public func load() -> StateSequence<ScaffoldProbeViewState> {
        ScaffoldProbeViewState.loading(errorModel: nil)
        Next { await fetchItems() }
    }

    private func fetchItems() async -> ScaffoldProbeViewState {
        do {
            return .loaded(
                loadedModel: ScaffoldProbeLoadedModel(
                    scaffoldProbeService: scaffoldProbeService, items: try await scaffoldProbeService.load()))
        } catch {
            return .loading(
                errorModel: ScaffoldProbeErrorModel(
                    scaffoldProbeService: scaffoldProbeService, message: ErrorMessage.describing(error)))
        }
    }
}
