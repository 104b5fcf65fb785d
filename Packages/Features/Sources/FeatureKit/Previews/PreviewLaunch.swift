import FoundationExt

/// What a preview executable was asked to show, from its arguments: the gallery (none), one preview
/// (`--preview NAME`, `make preview … PREVIEW=…`), the names alone (`--list`), or the feature at a
/// deep link (`vsmshop://blog/3`, `make preview … LINK=…`).
public enum PreviewLaunch: Equatable, Sendable {
    case gallery
    case preview(name: String)
    case list
    case link(String)

    /// The launch `arguments` (without the executable's name) ask for, checked against `previews`.
    ///
    /// - Throws: ``PreviewUsageError`` for a name no preview has (listing the valid names) or
    ///   arguments of no known form.
    public static func parse(_ arguments: [String], previews: [Preview]) throws(PreviewUsageError) -> PreviewLaunch {
        if arguments.isEmpty { return .gallery }
        if arguments == ["--list"] { return .list }
        if arguments.count == 2, arguments[0] == "--preview" {
            let name = arguments[1]
            guard previews.named(name) != nil else { throw .unknownPreview(name, valid: previews.map(\.name)) }
            return .preview(name: name)
        }
        if arguments.count == 1, !arguments[0].hasPrefix("-") { return .link(arguments[0]) }
        throw .badArguments(arguments)
    }

    /// What `--list` answers: the previews' names, one a line, in their order.
    public static func listing(_ previews: [Preview]) -> String {
        previews.map { $0.name + "\n" }.joined()
    }
}

/// Arguments a preview executable cannot follow: exit status 64, with this text on standard error.
public enum PreviewUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownPreview(String, valid: [String])
    case badArguments([String])

    public var description: String {
        switch self {
        case .unknownPreview(let name, let valid):
            (["no preview named '\(name.terminalSafeLine)'; the previews are:"] + valid.map { "  \($0)" })
                .joined(separator: "\n")
        case .badArguments(let arguments):
            "unexpected arguments '\(arguments.joined(separator: " ").terminalSafeLine)': "
                + "give none (the gallery), --preview NAME, --list, or a link"
        }
    }
}
