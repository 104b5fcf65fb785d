/// The answer to a product search: the query as run, the best matches in rank order, and how many
/// products matched in all (which can exceed the results returned under a limit).
public struct ProductSearch: Hashable, Sendable {
    public let query: String
    public let results: [Product]
    public let total: Int

    public init(query: String, results: [Product], total: Int) {
        self.query = query
        self.results = results
        self.total = max(total, results.count)
    }

    public var isEmpty: Bool { results.isEmpty }
}
