import Domain
import FeatureKit
import Foundation
import FoundationExt
import Services
import VSMKit

/// Searches the catalog: ``search(_:)`` is the whole flow for one query. Every phase of
/// ``ProductSearchViewState`` carries it; the view binds its search box to it, debounced (see
/// ``ProductSearchView``); a retry and a one-shot command call it directly.
public struct ProductSearchModel: Sendable, Equatable {
    @Service var productService: ProductService
    /// The most results a search returns.
    public let limit: Int
    /// How many featured products an empty query suggests.
    public let suggestionCount: Int

    public init(productService: ProductService, limit: Int = 20, suggestionCount: Int = 8) {
        self.productService = productService
        self.limit = max(1, limit)
        self.suggestionCount = max(0, suggestionCount)
    }

    /// The query as searched: surrounding white space does not count.
    public static func normalized(_ query: String) -> String {
        query.trimmingWhiteSpace()
    }

    /// `loadingSuggestions`, then `idle` with the featured products (none if they fail to load:
    /// suggestions are a nicety, not worth an error).
    @StateSequenceBuilder
    public func suggestions() -> StateSequence<ProductSearchViewState> {
        ProductSearchViewState.loadingSuggestions(searchModel: self)
        Next { await fetchSuggestions() }
    }

    /// The whole search for `query`: suggestions for an empty one, otherwise `searching`, then
    /// `results`, `noResults` or `failed`.
    @StateSequenceBuilder
    public func search(_ query: String) -> StateSequence<ProductSearchViewState> {
        let query = Self.normalized(query)
        if query.isEmpty {
            suggestions()
        } else {
            ProductSearchViewState.searching(searchModel: self, query: query)
            Next { await performSearch(query) }
        }
    }

    /// Tries a failed query again.
    public func retry(_ query: String) -> StateSequence<ProductSearchViewState> {
        search(query)
    }

    private func performSearch(_ query: String) async -> ProductSearchViewState {
        guard !query.isEmpty else { return await fetchSuggestions() }
        do {
            let found = try await productService.search(query, limit)
            return found.isEmpty
                ? .noResults(searchModel: self, query: query) : .results(searchModel: self, search: found)
        } catch {
            return .failed(searchModel: self, query: query, message: ErrorMessage.describing(error))
        }
    }

    private func fetchSuggestions() async -> ProductSearchViewState {
        guard suggestionCount > 0 else { return .idle(searchModel: self, suggestions: []) }
        let featured = (try? await productService.featured(suggestionCount)) ?? []
        return .idle(searchModel: self, suggestions: featured)
    }
}
