import Domain
import ProductFeature
import Services
import ServicesTestSupport

/// The search states as the tests write them: every phase carries the search model, and any model
/// with the default limits compares equal to the one a view or a command made (services are not
/// part of a model's equality), so tests leave it out.
extension ProductSearchViewState {
    /// A search model with the default limits (20 results, 8 suggestions).
    static let defaultModel = ProductSearchModel(productService: .unimplemented)

    static var loadingSuggestions: Self { .loadingSuggestions(searchModel: defaultModel) }

    static func idle(suggestions: [Product]) -> Self { .idle(searchModel: defaultModel, suggestions: suggestions) }

    static func searching(query: String) -> Self { .searching(searchModel: defaultModel, query: query) }

    static func results(_ search: ProductSearch) -> Self { .results(searchModel: defaultModel, search: search) }

    static func noResults(query: String) -> Self { .noResults(searchModel: defaultModel, query: query) }

    static func failed(query: String, message: String) -> Self {
        .failed(searchModel: defaultModel, query: query, message: message)
    }
}
