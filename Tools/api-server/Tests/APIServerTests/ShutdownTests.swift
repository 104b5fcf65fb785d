import APIServer
import Hummingbird
import Logging
import ProcessTestSupport
import ServiceLifecycle
import Testing

/// A graceful shutdown (what SIGINT and SIGTERM trigger in `runService()`) must not wait for an
/// injected fault to run its course: a stalled body or a long latency is cut short, the server stops.
@Suite struct ShutdownTests {
    private let featured = "/v1/products/featured?limit=3"

    /// Runs the server in a service group (as `runService()` does), hands the test its port and the
    /// group, and waits for the server to stop after the test triggered the shutdown.
    private func withRunningServer(
        sleeper: Sleeper,
        _ body: (_ port: Int, _ group: ServiceGroup) async throws -> Void
    ) async throws {
        let (ports, portsContinuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "api-server-tests")
        logger.logLevel = .critical
        let app = APIApplication.build(
            configuration: APIServerConfiguration(port: 0, stallDuration: .seconds(3_600)),
            backend: TestServer.standardBackend,
            sleeper: sleeper,
            logger: logger,
            onListening: { _, port in portsContinuation.yield(port) }
        )
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var portIterator = ports.makeAsyncIterator()
            let port = try #require(await portIterator.next())
            try await body(port, group)
            try await tasks.waitForAll()
        }
    }

    @Test func gracefulShutdownCutsAStalledBodyShort() async throws {
        let stalls = SleepUntilCancelled()
        try await withRunningServer(sleeper: stalls.sleeper) { port, group in
            let connection = try RawHTTPConnection(port: port)
            try await connection.sendRequest(featured, headers: ["X-Fault": "stall"])
            var stallIterator = stalls.started.makeAsyncIterator()
            #expect(await stallIterator.next() == .seconds(3_600))

            await group.triggerGracefulShutdown()
            // Reads until the server closes; the connection's own receive timeout fails the test
            // (instead of hanging it) if the stall is not cut short.
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            let declared = try #require(response.declaredContentLength)
            #expect(response.status == 200)
            #expect(response.body.count == declared / 2, "half the body, then the connection closed")
        }
        #expect(stalls.cancelledCount == 1)
    }

    @Test func gracefulShutdownCutsInjectedLatencyShortAndStillAnswers() async throws {
        let waits = SleepUntilCancelled()
        try await withRunningServer(sleeper: waits.sleeper) { port, group in
            let connection = try RawHTTPConnection(port: port)
            try await connection.sendRequest(featured, headers: ["X-Fault-Latency-Ms": "120000"])
            var waitIterator = waits.started.makeAsyncIterator()
            #expect(await waitIterator.next() == .seconds(120))

            await group.triggerGracefulShutdown()
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status == 200)
            #expect(response.body.count == response.declaredContentLength, "the whole answer, at once")
        }
        #expect(waits.cancelledCount == 1)
    }
}
