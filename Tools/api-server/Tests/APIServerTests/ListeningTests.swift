import APIServer
import Hummingbird
import Logging
import ProcessTestSupport
import ServiceLifecycle
import Testing

@Suite struct ListeningTests {
    @Test func portZeroBindsAFreeLoopbackPortAndReportsIt() async throws {
        let (ports, portsContinuation) = AsyncStream<(String, Int)>.makeStream()
        var logger = Logger(label: "api-server-tests")
        logger.logLevel = .critical
        let app = APIApplication.build(
            configuration: APIServerConfiguration(port: 0),
            backend: TestServer.standardBackend,
            orders: try OrderStore.inMemory(),
            logger: logger,
            onListening: { host, port in portsContinuation.yield((host, port)) }
        )
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let (host, port) = try #require(await iterator.next())
            #expect(host == "127.0.0.1")
            #expect(port > 0)
            let connection = try RawHTTPConnection(port: port)
            try await connection.sendRequest("/health")
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "ok")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
