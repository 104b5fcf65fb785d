/// The ranges the v1 API accepts for its list sizes; the live services clamp to them rather than
/// send a request the server must refuse with 400.
enum LiveLimits {
    /// `limit` of `/v1/products` and `/v1/products/featured`.
    static let products = 1...100
    /// `pageSize` of `/v1/blog/entries`.
    static let blogPageSize = 1...50
    /// `page` of `/v1/blog/entries`.
    static let blogPage = 1...1_000_000
}

extension ClosedRange where Bound == Int {
    /// The value moved into the range.
    func clamped(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
