import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle
import Services

/// Runs the real application for tests: embedded catalog, orders in memory unless a store is given,
/// port 0, quiet logs, and an injected sleeper so no test waits for real time.
enum TestServer {
    static let standardBackend = CatalogBackend.embedded(hostileText: false)

    /// Starts the application on a free loopback port (port 0 in `configuration`), hands `body` a
    /// client for it, then shuts the server down gracefully and waits until it stopped, whether
    /// `body` returned or threw.
    static func withRunningServer<Value>(
        _ configuration: APIServerConfiguration = APIServerConfiguration(port: 0),
        backend: CatalogBackend = standardBackend,
        orders: OrderStore? = nil,
        sleeper: Sleeper = SleepRecorder().sleeper,
        now: @escaping @Sendable () -> Date = { Date() },
        _ body: (TestClient) async throws -> Value
    ) async throws -> Value {
        var logger = Logger(label: "api-server-tests")
        logger.logLevel = .critical
        let (ports, portsContinuation) = AsyncStream<Int>.makeStream()
        let app = APIApplication.build(
            configuration: configuration, backend: backend, orders: try orders ?? OrderStore.inMemory(),
            sleeper: sleeper,
            now: now, logger: logger,
            onListening: { _, port in portsContinuation.yield(port) })
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                // A server that fails to start ends the wait for its port instead of hanging it.
                defer { portsContinuation.finish() }
                try await group.run()
            }
            var portIterator = ports.makeAsyncIterator()
            let outcome: Result<Value, any Error>
            if let port = await portIterator.next() {
                do { outcome = .success(try await body(TestClient(port: port, serverGroup: group))) } catch {
                    outcome = .failure(error)
                }
            } else {
                outcome = .failure(TestClientFailure.serverDidNotListen)
            }
            // Idempotent: the test may have started the shutdown itself.
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
            return try outcome.get()
        }
    }

    /// Headers from name/value pairs.
    static func headers(_ pairs: [String: String]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in pairs {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        return fields
    }
}

extension ByteBuffer {
    /// Decodes the body as the contract's JSON.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONCoding.makeDecoder().decode(T.self, from: Data(buffer: self))
    }
}
