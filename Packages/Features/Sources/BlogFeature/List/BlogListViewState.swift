import Domain
import FeatureKit

/// The phases of the blog list: initialized, loading the first page (with an error model once it
/// failed), then loaded, where further pages append.
public enum BlogListViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the loader model starts the load.
    case initialized(loaderModel: BlogListLoaderModel)
    /// Loading the first page; `errorModel` is set when it failed, and retries.
    case loading(errorModel: BlogListErrorModel?)
    /// Entries on show; the loaded model loads the next page.
    case loaded(loadedModel: BlogListLoadedModel)

    /// The entries on show (empty before the first page arrived).
    public var entries: [BlogEntry] {
        if case .loaded(let model) = self { return model.entries }
        return []
    }

    /// Why the first page (or the next page) could not be loaded, if it could not.
    public var failureMessage: String? {
        switch self {
        case .initialized: nil
        case .loading(let errorModel): errorModel?.message
        case .loaded(let model):
            if case .failed(let message) = model.paging { message } else { nil }
        }
    }

}

extension BlogListViewState: CustomStringConvertible {
    /// A short description for traces and test diffs (no service internals).
    public var description: String {
        switch self {
        case .initialized(let loader): "initialized(page \(loader.page))"
        case .loading(nil): "loading"
        case .loading(let errorModel?): "loading(error: \(errorModel.message))"
        case .loaded(let model): "loaded(\(model))"
        }
    }
}
