import Foundation

/// Why a service call failed, in terms a feature can show and act on.
public enum ServiceError: Error, Equatable, Sendable {
    /// The backend could not be reached (no network, connection refused, DNS failure).
    case offline(String)
    /// The backend did not answer within the request's timeout.
    case timeout
    /// The thing asked for does not exist (HTTP 404, or an unknown id in the embedded data).
    case notFound(String)
    /// The backend answered with an error status.
    case server(status: Int)
    /// The backend answered with something that is not a valid response; says what was wrong.
    case badPayload(String)
    /// The caller cancelled the request.
    case cancelled
    /// The backend refused the credentials (HTTP 401): no token, or one it does not know.
    case unauthorized
    /// The backend refused the request as invalid (an HTTP 4xx with its reason), e.g. an idempotency
    /// key reused for another order.
    case rejected(code: String, message: String)
}

extension ServiceError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .offline(let reason): "cannot reach the server: \(reason)"
        case .timeout: "the server did not answer in time"
        case .notFound(let what): "not found: \(what)"
        case .server(let status): "the server failed (HTTP \(status))"
        case .badPayload(let what): "the server sent a bad response: \(what)"
        case .cancelled: "cancelled"
        case .unauthorized: "the server refused the token: pass a valid one with --token or VSM_SHOP_TOKEN"
        case .rejected(_, let message): "the server refused the request: \(message)"
        }
    }
}
