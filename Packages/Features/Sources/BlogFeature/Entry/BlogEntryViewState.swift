import Domain
import FeatureKit

/// The phases of the blog entry view, in the VSM 2.0 seed's shape: initialized, then loading
/// (with an error model once a load failed, which can retry), then loaded (which can refresh).
public enum BlogEntryViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: BlogEntryLoaderModel)
    /// Loading; `errorModel` is set when the load failed, and retries.
    case loading(errorModel: BlogEntryErrorModel?)
    /// The entry is shown; the loaded model refreshes it.
    case loaded(loadedModel: BlogEntryLoadedModel)

    /// The entry on show, if any (also while it refreshes).
    public var entry: BlogEntry? {
        if case .loaded(let loadedModel) = self { return loadedModel.entry }
        return nil
    }

    /// Why the entry could not be loaded (or refreshed), if it could not.
    public var failureMessage: String? {
        switch self {
        case .initialized: nil
        case .loading(let errorModel): errorModel?.message
        case .loaded(let loadedModel): loadedModel.refreshFailure
        }
    }
}

extension BlogEntryViewState: CustomStringConvertible {
    /// A short description for traces and test diffs (no service internals).
    public var description: String {
        switch self {
        case .initialized(let loaderModel): "initialized(entry \(loaderModel.entryID))"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let loadedModel): "loaded(\(loadedModel))"
        }
    }
}
