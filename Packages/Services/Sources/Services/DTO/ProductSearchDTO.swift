import Domain

/// A search answer on the wire: `{"query": "oak", "total": 42, "results": [ProductDTO...]}`, results
/// best first, `total` counting every match (it can exceed the results returned under a limit).
public struct ProductSearchDTO: Codable, Hashable, Sendable {
    public var query: String
    public var total: Int
    public var results: [ProductDTO]

    public init(query: String, total: Int, results: [ProductDTO]) {
        self.query = query
        self.total = total
        self.results = results
    }

    /// The wire form of a search answer (the server side).
    public init(_ search: ProductSearch) {
        self.init(query: search.query, total: search.total, results: search.results.map(ProductDTO.init))
    }
}
