/// A link the app cannot open: not a `vsmshop://` link, or no feature has its form. Its message
/// lists the forms that work.
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text given, as given.
    public let text: String
    /// The forms the registered features understand.
    public let validForms: [String]

    public init(text: String, validForms: [String]) {
        self.text = text
        self.validForms = validForms
    }

    /// One line: what was wrong and every valid form (the text is the caller's to sanitise).
    public var description: String {
        "not a link the app can open: \(text) (valid forms: \(validForms.joined(separator: ", ")))"
    }
}
