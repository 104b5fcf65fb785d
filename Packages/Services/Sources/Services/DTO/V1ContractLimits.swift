/// The limits of the v1 JSON contract, defined once (see `JSON-CONTRACT.md`, "Limits"; `openapi.yaml`
/// states them too, and the dev server's OpenAPIDocumentTests keep the two equal): the dev server
/// answers 400 to a request outside them, the live services clamp to them (or answer without
/// asking) rather than send such a request, and the CLI refuses arguments outside them.
public enum V1ContractLimits {
    /// `limit` of `GET /v1/products?q=`: results one search may return.
    public static let searchResults = 1...100
    /// `limit` of a search when the request leaves it out.
    public static let defaultSearchResults = 20

    /// `limit` of `GET /v1/products/featured`.
    public static let featuredProducts = 1...100
    /// `limit` of the featured list when the request leaves it out.
    public static let defaultFeaturedProducts = 10

    /// `page` of `GET /v1/blog/entries`, from 1; the upper bound keeps offset arithmetic far from
    /// overflow.
    public static let blogPages = 1...1_000_000
    /// `pageSize` of `GET /v1/blog/entries`.
    public static let blogPageSizes = 1...50
    /// `pageSize` when the request leaves it out.
    public static let defaultBlogPageSize = 10

    /// The longest search term `q`, in Unicode scalars after percent-decoding; the live services
    /// send only that many. Percent-encoded it takes at most 12 bytes a scalar, which the dev
    /// server's URI limit (16 KiB) leaves room for.
    public static let maximumSearchTermLength = 1_000
    /// The longest product or SKU id in a path, in Unicode scalars after percent-decoding; no
    /// longer id exists, so the live services answer not-found without asking.
    public static let maximumIdentifierLength = 200
}

extension ClosedRange where Bound == Int {
    /// The value moved into the range.
    func clamped(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
