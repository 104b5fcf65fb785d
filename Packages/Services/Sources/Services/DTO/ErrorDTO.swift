/// The body of every error answer: `{"error": {"code": "not_found", "message": "..."}}`.
public struct ErrorDTO: Codable, Hashable, Sendable {
    /// What went wrong: a stable code for programs and a sentence for people.
    public struct Detail: Codable, Hashable, Sendable {
        /// Machine-readable, e.g. `not_found`, `bad_request`, `injected_failure`.
        public var code: String
        /// For people; untrusted text, sanitise before printing it to a terminal.
        public var message: String

        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    public var error: Detail

    public init(code: String, message: String) {
        self.error = Detail(code: code, message: message)
    }
}
