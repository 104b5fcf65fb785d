import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Owns one ephemeral `URLSession` and loads requests through it, body size capped while it streams
/// in (a huge body is cut off, not buffered), the task cancelled when the awaiting task is.
final class URLSessionLoader: Sendable {
    private let session: URLSession
    private let delegate: BodyCollectingDelegate

    init(maxBodyBytes: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        delegate = BodyCollectingDelegate(maxBodyBytes: maxBodyBytes)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        // Nothing can be loading: every load holds a reference to this loader until it ends.
        session.invalidateAndCancel()
    }

    func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.begin(task.taskIdentifier, continuation: continuation)
                // Resuming a task already cancelled by the handler below ends it at once with `.cancelled`.
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}
