import FeatureKit
import VSMKit

/// The items on show, and reloading them.
public struct ScaffoldProbeLoadedModel: Sendable, Equatable {
    @Service var scaffoldProbeService: ScaffoldProbeService
    public let items: [ScaffoldProbeItem]

    public init(scaffoldProbeService: ScaffoldProbeService, items: [ScaffoldProbeItem]) {
        self.scaffoldProbeService = scaffoldProbeService
        self.items = items
    }

    /// Loads the items again: `loading`, then `loaded` or an error.
    public func reload() -> StateSequence<ScaffoldProbeViewState> {
        ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService).load()
    }
}
