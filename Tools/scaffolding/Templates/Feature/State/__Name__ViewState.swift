import FeatureKit

/// The phases of the __Name__ feature: initialized, loading, then the items or a failure that
/// retries. Each state carries the model whose actions lead on.
public enum __Name__ViewState: FeatureState, Equatable {
    /// Nothing loaded yet; the model starts the load.
    case initialized(__Name__Model)
    /// Loading.
    case loading
    /// The items on show.
    case loaded(__Name__Model, items: [String])
    /// Loading failed, for this reason; the model retries.
    case failed(__Name__Model, message: String)

    /// Why loading failed, if it did.
    public var failureMessage: String? {
        if case .failed(_, let message) = self { return message }
        return nil
    }

    /// Whether work is in flight: the screen shows a spinner meanwhile.
    public var isLoading: Bool { self == .loading }
}

extension __Name__ViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading: "loading"
        case .loaded(_, let items): "loaded(\(items))"
        case .failed(_, let message): "failed(\(message))"
        }
    }
}
