import Domain
import FeatureKit

/// The phases of product search, each carrying the search model that moves it on. An empty query
/// shows suggestions; a query is searched (debounced as it is typed); no match is a state of its
/// own, not an error.
public enum ProductSearchViewState: FeatureState, Equatable {
    /// Nothing typed and nothing loaded yet; the model loads the suggestions.
    case initialized(searchModel: ProductSearchModel)
    /// Nothing typed, and the suggestions are loading.
    case loadingSuggestions(searchModel: ProductSearchModel)
    /// Nothing typed: featured products to start from (empty while none are known).
    case idle(searchModel: ProductSearchModel, suggestions: [Product])
    /// A search for `query` is on its way (waiting out the debounce window or in flight).
    case searching(searchModel: ProductSearchModel, query: String)
    /// The products matching a query, best first.
    case results(searchModel: ProductSearchModel, search: ProductSearch)
    /// Nothing matches `query`.
    case noResults(searchModel: ProductSearchModel, query: String)
    /// The search for `query` failed; the model retries it.
    case failed(searchModel: ProductSearchModel, query: String, message: String)

    /// The model of every phase: it searches, suggests and retries.
    public var searchModel: ProductSearchModel {
        switch self {
        case .initialized(let searchModel), .loadingSuggestions(let searchModel),
            .idle(let searchModel, _), .searching(let searchModel, _), .results(let searchModel, _),
            .noResults(let searchModel, _), .failed(let searchModel, _, _):
            searchModel
        }
    }

    /// The products on show: the results, or the suggestions while nothing is typed.
    public var products: [Product] {
        switch self {
        case .idle(_, let suggestions): suggestions
        case .results(_, let search): search.results
        case .initialized, .loadingSuggestions, .searching, .noResults, .failed: []
        }
    }

    /// Why the search failed, if it did.
    public var failureMessage: String? {
        if case .failed(_, _, let message) = self { return message }
        return nil
    }

    /// The query the state is about (empty while suggestions show): the field the search box binds.
    public var query: String {
        switch self {
        case .initialized, .idle, .loadingSuggestions: ""
        case .searching(_, let query), .noResults(_, let query), .failed(_, let query, _): query
        case .results(_, let search): search.query
        }
    }
}

extension ProductSearchViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .idle(_, let suggestions): "idle(suggestions: \(suggestions.map(\.id.rawValue)))"
        case .loadingSuggestions: "loadingSuggestions"
        case .searching(_, let query): "searching(\"\(query)\")"
        case .results(_, let search):
            "results(\"\(search.query)\": \(search.results.map(\.id.rawValue)) of \(search.total))"
        case .noResults(_, let query): "noResults(\"\(query)\")"
        case .failed(_, let query, let message): "failed(\"\(query)\": \(message))"
        }
    }
}
