import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Builds the dev API server: routes, error mapping, size limits and fault injection around the
/// services of a ``CatalogBackend`` and the orders of an ``OrderStore``.
public enum APIApplication {
    /// The router with every middleware and route. Middleware order, outermost first: errors to
    /// JSON, size limits, faults (then, on the order routes, the bearer token); so a refused or
    /// failed request still gets the contract's body. A known path asked with another method is 405
    /// (``MethodNotAllowedMiddleware``), not 404.
    /// - Parameter now: the clock orders are placed by.
    public static func buildRouter(
        configuration: APIServerConfiguration,
        backend: CatalogBackend,
        orders: OrderStore,
        sleeper: Sleeper = .continuous,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> Router<ShopRequestContext> {
        let router = Router(context: ShopRequestContext.self)
        router.add(middleware: ErrorResponseMiddleware())
        router.add(middleware: RequestLimitsMiddleware(limits: configuration.limits))
        router.add(
            middleware: FaultMiddleware(
                defaults: configuration.faults,
                scope: configuration.faultScope,
                decider: FailureDecider(seed: configuration.seed),
                sleeper: sleeper,
                stallDuration: configuration.stallDuration,
                allowance: FaultAllowance(count: configuration.faultCount)
            )
        )
        HealthRoute.register(on: router)
        ProductRoutes(products: backend.products).register(on: router)
        BlogRoutes(blog: backend.blog).register(on: router)
        OrderRoutes(
            store: orders, check: OrderCheck(products: backend.products), tokens: configuration.tokens, now: now
        ).register(on: router)
        // Last, so that it wraps only the answer for a request no route took (see its comment).
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
        return router
    }

    /// The whole application, ready for `runService()` (which shuts down gracefully on SIGINT
    /// and SIGTERM).
    /// - Parameter onListening: called once the socket is bound, with the real port (useful when
    ///   the configuration asks for port 0).
    public static func build(
        configuration: APIServerConfiguration,
        backend: CatalogBackend,
        orders: OrderStore,
        sleeper: Sleeper = .continuous,
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger? = nil,
        onListening: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) -> some ApplicationProtocol {
        let router = buildRouter(
            configuration: configuration, backend: backend, orders: orders, sleeper: sleeper, now: now)
        let host = configuration.host
        return Application(
            router: router,
            server: .http1(configuration: httpConfiguration(configuration.limits)),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: "swift-shop-dev-api"
            ),
            onServerRunning: { channel in
                await onListening(host, channel.localAddress?.port ?? configuration.port)
            },
            logger: logger
        )
    }

    /// The HTTP/1 channel's share of the limits: the parser's head size (the request line counts as
    /// a header field, so it bounds the URI too) and the idle timeout.
    static func httpConfiguration(_ limits: RequestLimits) -> HTTP1Channel.Configuration {
        let decoderLimits = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maximumRequestHeadSize,
            maxHeaderListSize: limits.maximumRequestHeadSize
        )
        return HTTP1Channel.Configuration(
            idleTimeout: limits.idleTimeout.map(TimeAmount.init), httpDecoderConfiguration: decoderLimits)
    }
}
