import HTTPTypes

/// A way to spoil a successful response body, so clients can be tested against broken servers.
public enum BodyFault: String, Sendable, CaseIterable {
    /// Status 200 and `application/json`, but the body is not valid JSON.
    case malformedJSON = "malformed-json"
    /// `Content-Length` announces the whole body, half of it is sent, then the connection closes.
    case truncated
    /// Half of the body is sent, then nothing for the stall duration (60 s by default), then the
    /// connection closes: longer than any sensible client timeout, but it ends by itself.
    case stall
    /// Status 200 with `Content-Type: text/html` and an HTML page, as a captive portal or proxy sends.
    case wrongContentType = "wrong-content-type"
    /// The request is handled (a `POST /v1/orders` stores its order), then the connection closes
    /// without a byte of the answer: the client cannot tell whether it went through. Applies to
    /// requests that change something (not GET or HEAD), so a client can read before it retries.
    case commitThenDrop = "commit-then-drop"

    /// Whether the fault applies to a request with this method.
    func applies(to method: HTTPRequest.Method) -> Bool {
        self != .commitThenDrop || (method != .get && method != .head)
    }
}
