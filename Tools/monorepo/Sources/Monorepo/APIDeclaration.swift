/// One line of a public-API baseline: a declaration a module makes public, or a conformance it
/// declares. The identifier is the compiler's precise name (a mangled USR): it carries what the
/// readable declaration may not print, such as `@Sendable`, `sending` or an isolation change.
public struct APIDeclaration: Sendable, Hashable, Comparable {
    /// Where it sits: `StateContainer.observe(_:)`; a member of another module's type is prefixed
    /// with that module (`Swift.String.shout`). Overloads share a path.
    public let path: String
    /// The declaration as the compiler prints it (`func observe(_ next: @escaping () async -> State)`),
    /// or `conforms to Swift.Sendable` for a conformance.
    public let declaration: String
    /// The precise identifier: a USR, or `USR: USR` for a conformance.
    public let identifier: String

    public init(path: String, declaration: String, identifier: String) {
        self.path = APIDeclaration.oneLine(path)
        self.declaration = APIDeclaration.oneLine(declaration)
        self.identifier = APIDeclaration.oneLine(identifier)
    }

    /// The path without the argument labels: `StateContainer.observe` for `StateContainer.observe(_:)`.
    public var baseName: String {
        path.firstIndex(of: "(").map { String(path[..<$0]) } ?? path
    }

    /// `path<TAB>declaration<TAB>identifier`: the baseline's line.
    public var line: String { path + "\t" + declaration + "\t" + identifier }

    /// Reads a baseline line; `nil` when it does not have the three fields.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else { return nil }
        self.init(path: fields[0], declaration: fields[1], identifier: fields[2])
    }

    public static func < (lhs: APIDeclaration, rhs: APIDeclaration) -> Bool {
        (lhs.path, lhs.declaration, lhs.identifier) < (rhs.path, rhs.declaration, rhs.identifier)
    }

    /// Tabs and line breaks would break the one-line format; the compiler's text needs neither.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }
}
