import Domain
import FeatureKit

/// The phases of product search. An empty query shows suggestions; a query is searched (debounced
/// as it is typed); no match is a state of its own, not an error.
public enum ProductSearchViewState: FeatureState, Equatable {
    /// Nothing typed: featured products to start from (empty while none are known).
    case idle(suggestions: [Product])
    /// Nothing typed, and the suggestions are loading.
    case loadingSuggestions
    /// A search for `query` is on its way (waiting out the debounce window or in flight).
    case searching(query: String)
    /// The products matching a query, best first.
    case results(ProductSearch)
    /// Nothing matches `query`.
    case noResults(query: String)
    /// The search for `query` failed; it can be retried.
    case failed(query: String, message: String)

    /// The products on show: the results, or the suggestions while nothing is typed.
    public var products: [Product] {
        switch self {
        case .idle(let suggestions): suggestions
        case .results(let search): search.results
        case .loadingSuggestions, .searching, .noResults, .failed: []
        }
    }

    /// Why the search failed, if it did.
    public var failureMessage: String? {
        if case .failed(_, let message) = self { return message }
        return nil
    }

    /// The query the state is about (empty while suggestions show): the field the search box binds.
    public var query: String {
        switch self {
        case .idle, .loadingSuggestions: ""
        case .searching(let query), .noResults(let query), .failed(let query, _): query
        case .results(let search): search.query
        }
    }
}

extension ProductSearchViewState: CustomStringConvertible {
    /// A short description for traces and test diffs.
    public var description: String {
        switch self {
        case .idle(let suggestions): "idle(suggestions: \(suggestions.map(\.id.rawValue)))"
        case .loadingSuggestions: "loadingSuggestions"
        case .searching(let query): "searching(\"\(query)\")"
        case .results(let search):
            "results(\"\(search.query)\": \(search.results.map(\.id.rawValue)) of \(search.total))"
        case .noResults(let query): "noResults(\"\(query)\")"
        case .failed(let query, let message): "failed(\"\(query)\": \(message))"
        }
    }
}
