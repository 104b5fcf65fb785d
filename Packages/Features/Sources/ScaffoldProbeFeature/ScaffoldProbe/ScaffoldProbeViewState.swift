import FeatureKit

/// The phases of the ScaffoldProbe view, in the VSM seed's shape: initialized, then loading (with an
/// error model once a load failed, which can retry), then loaded.
public enum ScaffoldProbeViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: ScaffoldProbeLoaderModel)
    /// Loading; `errorModel` is set when the load failed, and retries.
    case loading(errorModel: ScaffoldProbeErrorModel?)
    /// The items are shown; the loaded model reloads them.
    case loaded(loadedModel: ScaffoldProbeLoadedModel)

    /// Why the items could not be loaded, if they could not.
    public var failureMessage: String? {
        if case .loading(let errorModel?) = self { return errorModel.message }
        return nil
    }

    /// A short description for traces and test diffs (no service internals).
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let loadedModel): "loaded(\(loadedModel.items.map(\.id)))"
        }
    }
}
