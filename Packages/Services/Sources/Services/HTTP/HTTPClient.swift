import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small JSON-over-HTTP client for the v1 API: builds requests (`GET`, and `POST` through
/// ``exchange(_:_:query:headers:body:)``) against a base URL, enforces
/// an overall deadline and a body size limit, checks status and content type, and decodes the body,
/// turning every failure into a ``ServiceError`` a feature can show.
///
/// ```swift
/// let client = HTTPClient(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let dto: ProductDTO = try await client.get("/v1/products/\(id)")
/// ```
public struct HTTPClient: Sendable {
    /// 4 MiB: far above the largest answer of the contract (100 products), far below trouble.
    public static let defaultMaxBodyBytes = 4 * 1024 * 1024

    /// Where the API lives; request paths are appended to it.
    public let baseURL: URL
    /// The most a whole request may take, from sending it to the last byte of its body.
    public let timeout: Duration
    /// The largest response body accepted; a larger one is a ``ServiceError/badPayload(_:)``.
    public let maxBodyBytes: Int
    private let transport: HTTPTransport
    private let sleep: @Sendable (Duration) async throws -> Void

    /// - Parameters:
    ///   - transport: how requests are sent; `nil` means ``HTTPTransport/urlSession(maxBodyBytes:)``.
    ///   - sleep: waits out the deadline; cancelled once the request ends. Tests inject one they
    ///     control instead of waiting for real time.
    public init(
        baseURL: URL, timeout: Duration = .seconds(10), maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes,
        transport: HTTPTransport? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.transport = transport ?? .urlSession(maxBodyBytes: maxBodyBytes)
        self.sleep = sleep
    }

    /// Fetches `path` (already percent-encoded, see ``pathSegment(_:)``) with the query items
    /// (encoded here) and decodes the JSON body.
    /// - Throws: ``ServiceError``: `.notFound(path)` for 404, `.server(status:)` for any other status
    ///   outside 2xx, `.badPayload` for a body that is too large, not JSON or not the expected shape
    ///   (naming the field), `.timeout`, `.offline`, or `.cancelled` when the calling task is.
    public func get<T: Decodable>(_ path: String, query: [URLQueryItem] = []) async throws(ServiceError) -> T {
        let (body, response) = try await exchange("GET", path, query: query)
        switch response.statusCode {
        case 200..<300: break
        case 404: throw .notFound(path)
        default: throw .server(status: response.statusCode)
        }
        return try decode(body, of: response)
    }

    /// Sends one request (`headers` added to the JSON `Accept`; a `body` is sent as
    /// `application/json`) under the deadline and returns the answer whatever its status: for
    /// callers that read the error bodies of some statuses (see ``decode(_:of:)``).
    /// - Throws: ``ServiceError``: `.timeout`, `.offline`, `.cancelled`.
    public func exchange(
        _ method: String, _ path: String, query: [URLQueryItem] = [], headers: [String: String] = [:],
        body: Data? = nil
    ) async throws(ServiceError) -> (Data, HTTPURLResponse) {
        var request = try makeRequest(path: path, query: query)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return try await send(request)
    }

    /// Decodes a JSON answer, checking its size and content type first.
    /// - Throws: ``ServiceError/badPayload(_:)``: a body over the limit, not JSON, or not `T` (naming the field).
    public func decode<T: Decodable>(_ body: Data, of response: HTTPURLResponse) throws(ServiceError) -> T {
        guard body.count <= maxBodyBytes else { throw .bodyTooLarge(limit: maxBodyBytes) }
        if let problem = JSONMediaType.problem(in: response) { throw problem }
        do {
            return try JSONCoding.makeDecoder().decode(T.self, from: body)
        } catch let error as DecodingError {
            throw .badPayload(error.fieldDescription)
        } catch {
            throw .badPayload("the body could not be decoded")
        }
    }

    /// One path segment, percent-encoded so ids holding `/`, `?` or spaces stay one segment:
    /// `"/v1/products/" + HTTPClient.pathSegment(id)`.
    public static func pathSegment(_ text: String) -> String {
        URLPercentEncoding.pathSegment(text)
    }

    private func makeRequest(path: String, query: [URLQueryItem]) throws(ServiceError) -> URLRequest {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + (path.hasPrefix("/") ? path : "/" + path)
        if !query.isEmpty { text += "?" + URLPercentEncoding.query(query) }
        guard let url = URL(string: text) else { throw .offline("'\(text)' is not a valid URL") }
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // URLSession's own timeout restarts with every packet; the overall deadline is enforced in `send`.
        request.timeoutInterval = timeout.timeInterval
        return request
    }

    /// Runs the transport against the deadline: whichever ends first wins and the other is cancelled,
    /// so a body that stalls half way still ends in ``ServiceError/timeout``.
    private func send(_ request: URLRequest) async throws(ServiceError) -> (Data, HTTPURLResponse) {
        let transport = self.transport
        let sleep = self.sleep
        let timeout = self.timeout
        // A caller cancelled already gets `.cancelled` even from a transport that would answer at once.
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse)?.self) { group in
                group.addTask { try await transport.send(request) }
                group.addTask {
                    try await sleep(timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw Task.isCancelled ? ServiceError.cancelled : ServiceError.timeout
                }
                return response
            }
        } catch {
            throw Task.isCancelled ? .cancelled : ServiceError(transportError: error)
        }
    }
}

extension Duration {
    /// The duration in seconds, for Foundation APIs.
    fileprivate var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
