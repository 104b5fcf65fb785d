import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and returns the whole body with the response: the seam between ``HTTPClient``
/// and the network, so tests substitute a closure and never touch a socket.
///
/// A transport must honour task cancellation (throw soon after its task is cancelled): the client
/// cancels it when the caller is cancelled or the overall deadline passes, and waits for it to end.
public struct HTTPTransport: Sendable {
    /// Sends the request. Errors may be `URLError`, `CancellationError` or ``ServiceError``; the
    /// client maps them to ``ServiceError``.
    public var send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

    public init(send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) {
        self.send = send
    }

    /// The real network: one ephemeral `URLSession` for this transport (invalidated when the transport
    /// is released), streaming each body and cancelling the request as soon as it passes `maxBodyBytes`.
    public static func urlSession(maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes) -> HTTPTransport {
        let loader = URLSessionLoader(maxBodyBytes: maxBodyBytes)
        return HTTPTransport { request in try await loader.load(request) }
    }
}
