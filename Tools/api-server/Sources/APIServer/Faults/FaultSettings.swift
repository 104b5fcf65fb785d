/// The faults to inject into a response: the server's defaults (from flags), overridden per request
/// by `X-Fault-*` headers (see ``FaultSettings/overridden(by:)``).
public struct FaultSettings: Sendable, Equatable {
    /// Delay before the request is handled.
    public var latency: Duration
    /// Chance, from 0 to 1, that the request fails with ``failureStatus`` instead of being handled.
    public var failureRate: Double
    /// The status a failure answers with (400...599).
    public var failureStatus: Int
    /// How to spoil a successful body, if at all.
    public var bodyFault: BodyFault?
    /// Seeds the failure decision of a single request, so it is reproducible. When `nil`, decisions
    /// come from the server's own seeded sequence (see ``FailureDecider``).
    public var requestSeed: UInt64?

    /// The allowed latency range: up to two minutes.
    public static let latencyRange: ClosedRange<Duration> = .zero ... .seconds(120)
    /// The allowed failure statuses.
    public static let failureStatusRange: ClosedRange<Int> = 400...599
    /// The status used when only a failure rate is given.
    public static let defaultFailureStatus = 503

    /// No faults at all.
    public static let none = FaultSettings()

    public init(
        latency: Duration = .zero,
        failureRate: Double = 0,
        failureStatus: Int = FaultSettings.defaultFailureStatus,
        bodyFault: BodyFault? = nil,
        requestSeed: UInt64? = nil
    ) {
        self.latency = latency
        self.failureRate = failureRate
        self.failureStatus = failureStatus
        self.bodyFault = bodyFault
        self.requestSeed = requestSeed
    }

    /// Whether any fault is switched on.
    public var isActive: Bool {
        latency > .zero || failureRate > 0 || bodyFault != nil
    }
}
