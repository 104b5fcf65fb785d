import HTTPTypes

/// An error the API answers with: an HTTP status plus the contract's error body
/// `{"error": {"code", "message"}}`.
public struct APIError: Error, Equatable, Sendable {
    public var status: HTTPResponse.Status
    /// A stable, machine-readable code such as `not_found`.
    public var code: String
    /// A sentence for people.
    public var message: String

    public init(status: HTTPResponse.Status, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// 404: the id or route does not exist.
    public static func notFound(_ message: String) -> APIError {
        APIError(status: .notFound, code: "not_found", message: message)
    }

    /// 400: a parameter is missing, not a number, or out of range.
    public static func badRequest(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "bad_request", message: message)
    }

    /// 405: the path exists, not with this method (the answer names the ones it has in `Allow`).
    public static func methodNotAllowed(_ method: HTTPRequest.Method) -> APIError {
        APIError(
            status: .methodNotAllowed, code: "method_not_allowed", message: "\(method.rawValue) is not allowed here")
    }

    /// 401: no bearer token, or one the server does not know (answered with `WWW-Authenticate: Bearer`).
    public static let unauthorized = APIError(
        status: .unauthorized, code: "unauthorized",
        message: "a known bearer token is required (Authorization: Bearer TOKEN)")

    /// 414: the request line is longer than the server accepts.
    public static func uriTooLong(limit: Int) -> APIError {
        APIError(status: .uriTooLong, code: "uri_too_long", message: "the request URI is longer than \(limit) bytes")
    }

    /// 413: the request body is larger than the server accepts.
    public static func contentTooLarge(limit: Int) -> APIError {
        APIError(
            status: .contentTooLarge, code: "payload_too_large",
            message: "the request body is larger than \(limit) bytes")
    }

    /// A failure injected by the fault switches, with the status they chose.
    public static func injectedFailure(status: Int) -> APIError {
        APIError(
            status: HTTPResponse.Status(code: status), code: "injected_failure",
            message: "failure injected by the fault switches (HTTP \(status))")
    }

    /// 500: something unexpected; the message does not leak internals.
    public static let internalError = APIError(
        status: .internalServerError, code: "internal", message: "the server failed unexpectedly")
}
