import Foundation
import Services
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Transports for HTTP tests: canned answers, thrown errors, and a transport that hangs until it is
/// cancelled. No socket is ever opened.
enum StubTransport {
    static let jsonType = "application/json; charset=utf-8"

    /// Answers every request with this status, content type and body.
    static func answering(
        status: Int = 200, contentType: String? = jsonType, body: Data, log: RequestLog? = nil
    ) -> HTTPTransport {
        HTTPTransport { request in
            log?.record(request)
            return (body, try response(to: request, status: status, contentType: contentType))
        }
    }

    /// Answers every request with this JSON text.
    static func json(_ text: String, status: Int = 200, log: RequestLog? = nil) -> HTTPTransport {
        answering(status: status, body: Data(text.utf8), log: log)
    }

    /// Answers with the JSON encoding of a value, as the server would.
    static func encoding(_ value: some Encodable & Sendable, log: RequestLog? = nil) throws -> HTTPTransport {
        answering(body: try JSONCoding.makeEncoder().encode(value), log: log)
    }

    /// Fails every request with this error.
    static func failing(_ error: any Error & Sendable) -> HTTPTransport {
        HTTPTransport { _ in throw error }
    }

    /// Signals `started`, then hangs until cancelled; records the cancellation and throws as URLSession does.
    static func hanging(started: AsyncStream<Void>.Continuation, cancelled: Flag) -> HTTPTransport {
        HTTPTransport { _ in
            started.yield()
            await waitUntilCancelled()
            cancelled.raise()
            throw URLError(.cancelled)
        }
    }

    static func response(to request: URLRequest, status: Int, contentType: String?) throws -> HTTPURLResponse {
        let url = request.url ?? URL(filePath: "/")
        let headers = contentType.map { ["Content-Type": $0] } ?? [:]
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw URLError(.badServerResponse) }
        return response
    }
}

/// Returns once the calling task is cancelled (an `AsyncStream` that never yields ends on cancellation).
func waitUntilCancelled() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    _ = continuation
    for await _ in stream {}
}

/// A deadline sleep that never fires: it only ends, throwing, when cancelled.
let neverFiringSleep: @Sendable (Duration) async throws -> Void = { _ in
    await waitUntilCancelled()
    throw CancellationError()
}

/// A one-way switch set from another task.
final class Flag: Sendable {
    private let state = Mutex(false)
    func raise() { state.withLock { $0 = true } }
    var isRaised: Bool { state.withLock { $0 } }
}

/// The requests a stub transport saw.
final class RequestLog: Sendable {
    private let requests = Mutex<[URLRequest]>([])
    func record(_ request: URLRequest) { requests.withLock { $0.append(request) } }
    var urls: [String] { requests.withLock { $0.compactMap { $0.url?.absoluteString } } }
    var all: [URLRequest] { requests.withLock { $0 } }
}

/// A client on the stub API at `http://api.test` with a deadline that never fires.
func stubClient(_ transport: HTTPTransport, maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes) -> HTTPClient {
    HTTPClient(
        baseURL: URL(string: "http://api.test")!, timeout: .seconds(5), maxBodyBytes: maxBodyBytes,
        transport: transport, sleep: neverFiringSleep)
}

/// The service error a call threw, or `nil` when it succeeded.
func serviceError<T>(_ body: () async throws -> T) async -> ServiceError? {
    do {
        _ = try await body()
        return nil
    } catch let error as ServiceError {
        return error
    } catch {
        return .offline("unexpected \(type(of: error)): \(error)")
    }
}
