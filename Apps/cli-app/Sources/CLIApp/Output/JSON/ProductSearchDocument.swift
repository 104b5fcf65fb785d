import Domain

/// A search's answer in JSON (`products search`): `{"query","total","results":[ProductSummaryDocument]}`;
/// `total` counts every match, `results` holds at most the limit.
public struct ProductSearchDocument: Codable, Hashable, Sendable {
    public let query: String
    public let total: Int
    public let results: [ProductSummaryDocument]

    public init(_ search: ProductSearch) {
        query = search.query
        total = search.total
        results = search.results.map(ProductSummaryDocument.init)
    }
}
