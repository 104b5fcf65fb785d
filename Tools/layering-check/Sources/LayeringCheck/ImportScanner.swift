/// Finds the `import` declarations of a Swift source file.
///
/// Recognises every form that makes a module a dependency: `import X`, `@testable import X`,
/// `@_exported import X`, `@preconcurrency import X`, `@_spi(Name) import X`, access levels
/// (`public import X`, `package import X`), scoped imports (`import struct X.Y`) and submodules
/// (`import X.Y`, reported as `X`). Imports inside comments and string literals are not imports.
public enum ImportScanner {
    private static let accessLevels: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let importKinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The imports of `source`, in order.
    public static func imports(in source: String) -> [ImportDeclaration] {
        let code = SwiftSourceScrubber.scrub(source, stringLiterals: .blank)
        var declarations: [ImportDeclaration] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("import") {
            for statement in line.split(separator: ";") {
                if let module = importedModule(in: statement) {
                    declarations.append(ImportDeclaration(module: module, line: index + 1))
                }
            }
        }
        return declarations
    }

    /// The module of one statement if it is an import declaration.
    private static func importedModule(in statement: Substring) -> String? {
        var rest = statement.drop(while: \.isWhitespace)
        // Attributes: @testable, @_exported, @preconcurrency, @_spi(Name), @_implementationOnly, ...
        while rest.first == "@" {
            rest = rest.dropFirst().drop(while: isIdentifierCharacter).drop(while: \.isWhitespace)
            if rest.first == "(" {
                guard let close = rest.firstIndex(of: ")") else { return nil }
                rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
            }
        }
        var word = leadingWord(of: rest)
        if accessLevels.contains(word) {
            rest = rest.dropFirst(word.count).drop(while: \.isWhitespace)
            word = leadingWord(of: rest)
        }
        guard word == "import" else { return nil }
        rest = rest.dropFirst(word.count)
        guard rest.first?.isWhitespace == true else { return nil }
        rest = rest.drop(while: \.isWhitespace)
        word = leadingWord(of: rest)
        if importKinds.contains(word) {
            rest = rest.dropFirst(word.count).drop(while: \.isWhitespace)
            word = leadingWord(of: rest)
        }
        guard let first = word.first, !first.isNumber else { return nil }
        return String(word)
    }

    private static func leadingWord(of text: Substring) -> Substring {
        text.prefix(while: isIdentifierCharacter)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
