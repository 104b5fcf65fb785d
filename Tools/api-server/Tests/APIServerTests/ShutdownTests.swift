import APIServer
import Hummingbird
import ProcessTestSupport
import Testing

/// A graceful shutdown (what SIGINT and SIGTERM trigger in `runService()`) must not wait for an
/// injected fault to run its course: a stalled body or a long latency is cut short, the server stops.
@Suite struct ShutdownTests {
    private let featured = "/v1/products/featured?limit=3"
    private static let stallingConfiguration = APIServerConfiguration(port: 0, stallDuration: .seconds(3_600))

    @Test func gracefulShutdownCutsAStalledBodyShort() async throws {
        let stalls = SleepUntilCancelled()
        try await TestServer.withRunningServer(Self.stallingConfiguration, sleeper: stalls.sleeper) { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest(featured, headers: ["X-Fault": "stall"])
            var stallIterator = stalls.started.makeAsyncIterator()
            #expect(await stallIterator.next() == .seconds(3_600))

            await client.shutDownServer()
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
        try await TestServer.withRunningServer(Self.stallingConfiguration, sleeper: waits.sleeper) { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest(featured, headers: ["X-Fault-Latency-Ms": "120000"])
            var waitIterator = waits.started.makeAsyncIterator()
            #expect(await waitIterator.next() == .seconds(120))

            await client.shutDownServer()
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status == 200)
            #expect(response.body.count == response.declaredContentLength, "the whole answer, at once")
        }
        #expect(waits.cancelledCount == 1)
    }
}
