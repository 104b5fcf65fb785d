/// Sizes and times beyond which the server refuses a request or drops a connection. The contract's
/// own limits (page sizes, search term and id lengths) are `V1ContractLimits` in Services.
public struct RequestLimits: Sendable, Equatable {
    /// Longest request URI (path and query) in bytes; longer ones get 414. It leaves room for the
    /// longest search term the contract allows, percent-encoded (12,000 bytes).
    public var maximumURILength: Int
    /// Largest request body in bytes; larger ones get 413. Only orders are posted, so this is
    /// small everywhere else.
    public var maximumBodySize: Int
    /// Largest body of `POST /v1/orders`: room for a few hundred lines.
    public var maximumOrderBodySize: Int

    /// Largest request head (request line plus headers, in all and for any one header) the HTTP
    /// parser accepts; a larger head gets a bare 400 and the connection closes. Keep it above
    /// ``maximumURILength`` so that long URIs reach the 414 check.
    public var maximumRequestHeadSize: Int

    /// How long a connection may send nothing (not a whole request head, nor any body part) before
    /// the server closes it; nil for never. A request being answered is never cut by it, however
    /// long the answer takes (injected latency and stalls included).
    public var idleTimeout: Duration?

    public init(
        maximumURILength: Int = 16 * 1024,
        maximumBodySize: Int = 1024,
        maximumOrderBodySize: Int = 64 * 1024,
        maximumRequestHeadSize: Int = 32 * 1024,
        idleTimeout: Duration? = .seconds(30)
    ) {
        self.maximumURILength = maximumURILength
        self.maximumBodySize = maximumBodySize
        self.maximumOrderBodySize = maximumOrderBodySize
        self.maximumRequestHeadSize = maximumRequestHeadSize
        self.idleTimeout = idleTimeout
    }

    /// The largest body a request for `path` may carry.
    public func maximumBodySize(forPath path: String) -> Int {
        path == OrderRoutes.path ? maximumOrderBodySize : maximumBodySize
    }
}
