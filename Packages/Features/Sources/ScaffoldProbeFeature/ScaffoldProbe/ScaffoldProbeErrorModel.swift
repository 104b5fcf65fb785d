import FeatureKit
import VSMKit

/// A failed load: what went wrong, and a retry.
public struct ScaffoldProbeErrorModel: Sendable, Equatable {
    @Service var scaffoldProbeService: ScaffoldProbeService
    /// Why, for people.
    public let message: String

    public init(scaffoldProbeService: ScaffoldProbeService, message: String) {
        self.scaffoldProbeService = scaffoldProbeService
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<ScaffoldProbeViewState> {
        ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService).load()
    }
}
