/// Everything that shapes one server: where it listens, which faults it injects, which tokens it
/// accepts and how large or slow a request may be. Which data it serves is the ``CatalogBackend``
/// and the ``OrderStore`` given alongside.
public struct APIServerConfiguration: Sendable {
    /// The address to bind; loopback unless asked otherwise.
    public var host: String
    /// The port to bind; 0 lets the system pick a free one.
    public var port: Int
    /// Server-wide faults, which each request may override with `X-Fault-*` headers.
    public var faults: FaultSettings
    /// The paths ``faults`` apply to (`--fault-path`); every route by default.
    public var faultScope: FaultScope
    /// How many answers the server-wide body fault spoils (`--fault-count`); nil for every one.
    public var faultCount: Int?
    /// The bearer tokens the order routes accept, each naming its customer.
    public var tokens: CustomerTokens
    /// Seeds the sequence that decides which requests fail at a failure rate below 1.
    public var seed: UInt64
    /// How long a stalled body waits before the connection closes.
    public var stallDuration: Duration
    /// Sizes and the idle timeout, checked before routing or by the HTTP parser.
    public var limits: RequestLimits

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        faults: FaultSettings = .none,
        faultScope: FaultScope = .everyRoute,
        faultCount: Int? = nil,
        tokens: CustomerTokens = .development,
        seed: UInt64 = 1,
        stallDuration: Duration = .seconds(60),
        limits: RequestLimits = RequestLimits()
    ) {
        self.host = host
        self.port = port
        self.faults = faults
        self.faultScope = faultScope
        self.faultCount = faultCount
        self.tokens = tokens
        self.seed = seed
        self.stallDuration = stallDuration
        self.limits = limits
    }
}
