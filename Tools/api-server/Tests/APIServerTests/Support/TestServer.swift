import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Services

/// Builds the real application for tests: embedded catalog, port 0, quiet logs, and an injected
/// sleeper so no test waits for real time.
enum TestServer {
    static let standardBackend = CatalogBackend.embedded(hostileText: false)

    static func app(
        _ configuration: APIServerConfiguration = APIServerConfiguration(port: 0),
        backend: CatalogBackend = standardBackend,
        sleeper: Sleeper = SleepRecorder().sleeper
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "api-server-tests")
        logger.logLevel = .critical
        return APIApplication.build(configuration: configuration, backend: backend, sleeper: sleeper, logger: logger)
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
