import Foundation
import HTTPTypes
import Hummingbird
import ProcessTestSupport
import ServiceLifecycle

/// A client for a server that ``TestServer/withRunningServer(_:backend:orders:sleeper:now:_:)`` runs on a
/// loopback port: each request is one real HTTP/1.1 exchange on a new connection, so the tests see
/// what the HTTP channel (parser limits, encoding, Content-Length) really sends.
struct TestClient: Sendable {
    /// The port the server bound (port 0 in the configuration means a free one).
    let port: Int
    let serverGroup: ServiceGroup

    /// Starts the server's graceful shutdown (what SIGINT and SIGTERM trigger in `runService()`)
    /// while the test still holds its connections.
    func shutDownServer() async {
        await serverGroup.triggerGracefulShutdown()
    }

    /// Sends `method uri` with `headers` and `body` (`Connection: close`) and reads the answer to
    /// the end of the connection.
    func execute(
        uri: String,
        method: HTTPRequest.Method,
        headers: HTTPFields = [:],
        body: ByteBuffer? = nil
    ) async throws -> TestResponse {
        var head = "\(method.rawValue) \(uri) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
        let bodyBytes = body.map { Array(buffer: $0) } ?? []
        if body != nil { head += "Content-Length: \(bodyBytes.count)\r\n" }
        let request = Array((head + "\r\n").utf8) + bodyBytes
        guard let answer = try await RawHTTPResponse.exchange(port: port, request) else {
            throw TestClientFailure.noAnswer(method: method, uri: uri)
        }
        return try TestResponse(answer)
    }
}

/// What ``TestClient/execute(uri:method:headers:body:)`` got back, in the HTTP types the
/// assertions compare with.
struct TestResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    /// The body with any chunked transfer encoding undone.
    let body: ByteBuffer

    init(_ raw: RawHTTPResponse) throws {
        status = HTTPResponse.Status(code: raw.status)
        var fields = HTTPFields()
        for (name, value) in raw.headers {
            guard let fieldName = HTTPField.Name(name) else { throw TestClientFailure.badHeaderName(name) }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        headers = fields
        body = ByteBuffer(bytes: raw.decodedBody)
    }
}

enum TestClientFailure: Error {
    /// The server closed the connection without a status line.
    case noAnswer(method: HTTPRequest.Method, uri: String)
    case badHeaderName(String)
    /// The server stopped before it reported its port.
    case serverDidNotListen
}
