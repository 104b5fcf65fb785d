import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of ``URLSessionLoader``: collects each task's body, stops a task whose body
/// passes the size limit, and resumes the task's waiting continuation exactly once when it completes.
final class BodyCollectingDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Load {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
        var body = Data()
        var tooLarge = false
    }

    private let maxBodyBytes: Int
    private let loads = Mutex<[Int: Load]>([:])

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    func begin(_ taskIdentifier: Int, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
        loads.withLock { $0[taskIdentifier] = Load(continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A declared length over the limit is refused before any of the body is read.
        if response.expectedContentLength > Int64(maxBodyBytes) {
            loads.withLock { $0[dataTask.taskIdentifier]?.tooLarge = true }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = loads.withLock { loads -> Bool in
            guard var load = loads[dataTask.taskIdentifier], !load.tooLarge else { return false }
            if load.body.count + data.count > maxBodyBytes {
                load.tooLarge = true
                load.body = Data()
            } else {
                load.body.append(data)
            }
            loads[dataTask.taskIdentifier] = load
            return load.tooLarge
        }
        if overLimit { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let load = loads.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if load.tooLarge {
            load.continuation.resume(throwing: ServiceError.bodyTooLarge(limit: maxBodyBytes))
        } else if let error {
            load.continuation.resume(throwing: Self.failure(error, response: task.response, received: load.body.count))
        } else if let response = task.response as? HTTPURLResponse {
            load.continuation.resume(returning: (load.body, response))
        } else {
            load.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    /// A transport error after the response headers arrived means the server was reached and then
    /// cut the body short: that is a broken response, not an unreachable server.
    static func failure(_ error: any Error, response: URLResponse?, received: Int) -> any Error {
        guard let response = response as? HTTPURLResponse, let urlError = error as? URLError,
            urlError.code != .cancelled, urlError.code != .timedOut
        else { return error }
        let expected = response.expectedContentLength
        let of = expected >= 0 ? " of \(expected)" : ""
        return ServiceError.badPayload(ServiceError.bodyCutOff + "\(received)\(of) bytes of the response")
    }
}
