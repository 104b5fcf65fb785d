/// Sizes beyond which the server refuses a request before routing it.
public struct RequestLimits: Sendable, Equatable {
    /// Longest request URI (path and query) in bytes; longer ones get 414.
    public var maximumURILength: Int
    /// Largest request body in bytes; larger ones get 413. The API only reads, so this is small.
    public var maximumBodySize: Int

    /// Largest request head (request line plus headers) the HTTP parser accepts. It is far above
    /// ``maximumURILength`` so that long URIs reach the 414 check; beyond it the parser itself
    /// answers a bare 400 and closes the connection.
    public var maximumRequestHeadSize: Int

    public init(
        maximumURILength: Int = 8 * 1024, maximumBodySize: Int = 1024, maximumRequestHeadSize: Int = 1024 * 1024
    ) {
        self.maximumURILength = maximumURILength
        self.maximumBodySize = maximumBodySize
        self.maximumRequestHeadSize = maximumRequestHeadSize
    }
}
