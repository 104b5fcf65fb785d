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
}
