import Hummingbird
import ServiceLifecycle

/// Injects the configured faults: first the latency, then the failure decision, then (for a
/// successful answer) the body fault. The server's settings apply to the paths its ``FaultScope``
/// covers; each request may override them with `X-Fault-*` headers (``FaultHeader``) on any path;
/// `/health` is exempt so readiness checks stay reliable.
public struct FaultMiddleware: RouterMiddleware {
    public typealias Context = ShopRequestContext
    public let defaults: FaultSettings
    /// The paths ``defaults`` apply to; elsewhere a request starts from no faults.
    public let scope: FaultScope
    public let decider: FailureDecider
    public let sleeper: Sleeper
    /// How long a ``BodyFault/stall`` waits before closing the connection.
    public let stallDuration: Duration
    /// How many answers the server-wide body fault may still spoil (`--fault-count`).
    public let allowance: FaultAllowance

    public init(
        defaults: FaultSettings, scope: FaultScope = .everyRoute, decider: FailureDecider, sleeper: Sleeper,
        stallDuration: Duration, allowance: FaultAllowance = FaultAllowance(count: nil)
    ) {
        self.defaults = defaults
        self.scope = scope
        self.decider = decider
        self.sleeper = sleeper
        self.stallDuration = stallDuration
        self.allowance = allowance
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.path != HealthRoute.path else { return try await next(request, context) }
        let overrides = try FaultHeader.overrides(in: request.headers)
        let serverSettings = scope.covers(path: request.uri.path) ? defaults : .none
        let settings = try serverSettings.applying(overrides, names: .headers)
        if settings.latency > .zero {
            try await waitOutLatency(settings.latency)
        }
        if decider.shouldFail(settings) {
            throw APIError.injectedFailure(status: settings.failureStatus)
        }
        let response = try await next(request, context)
        guard let fault = settings.bodyFault, response.status.kind == .successful, fault.applies(to: request.method)
        else { return response }
        // The server's fault (not one a header asked for) spoils only as many answers as allowed.
        if overrides.bodyFault == nil, !allowance.take() { return response }
        if fault == .commitThenDrop {
            // The handler has committed; close before any byte of the answer is written. Writing
            // the response then fails on the closed channel, which ends this connection quietly.
            try? await context.channel.close()
            return response
        }
        let body = try await CollectedBody.collect(response.body)
        let writer = FaultyBodyWriter(sleeper: sleeper, stallDuration: stallDuration)
        return writer.response(spoiling: response, body: body, with: fault)
    }

    /// Waits the injected latency; a graceful shutdown (SIGINT, SIGTERM) cuts it short and the
    /// request is answered at once, so a long latency never holds the server's shutdown up.
    private func waitOutLatency(_ latency: Duration) async throws {
        do {
            try await cancelWhenGracefulShutdown { try await sleeper.sleep(latency) }
        } catch is CancellationError where !Task.isCancelled {
            // Only the wait was cancelled, by the shutdown: answer now.
        }
    }
}
