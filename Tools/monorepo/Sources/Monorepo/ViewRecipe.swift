/// The one rule of the feature recipe that the compiler cannot check: every view of a feature
/// declares its state as the VSM seed's views do, `@ViewState var state: …ViewState`, so its state
/// is its own and moves only through `$state`. A child view too: it reports to its parent by
/// delegation rather than reading the parent's state.
///
/// Reads the sources as ``ViewStateSource`` does (comments and strings blanked, then tokens): a view
/// is a `struct` whose inheritance clause names `TerminalView`. Limit: declarations are counted per
/// file, so a file with two views needs two `@ViewState var state`s, not one in each.
public enum ViewRecipe {
    /// One line per feature file that declares more views than `@ViewState var state`s, with the
    /// views' names; empty when every view follows the recipe. Feature targets are the folders of
    /// `Packages/Features/Sources` named `…Feature` (FeatureKit's navigator and gallery are the
    /// mechanism, not features).
    public static func violations(in files: [FeatureSourceFile]) -> [String] {
        files.filter { $0.target.hasSuffix("Feature") }.compactMap { violation(in: $0.text, path: $0.repositoryPath) }
    }

    /// Why `source` breaks the recipe, or `nil` when it declares no view, or as many
    /// `@ViewState var state`s as views.
    static func violation(in source: String, path: String) -> String? {
        let tokens = ViewStateSource.tokenize(ViewStateSource.blankingCommentsAndStrings(source))
        let views = viewNames(in: tokens)
        guard views.count > viewStateDeclarations(in: tokens) else { return nil }
        return "\(path): \(views.joined(separator: ", ")) must declare `@ViewState var state` "
            + "(a child view keeps its own state and reports to its parent by delegation)"
    }

    /// The structs whose inheritance clause (up to the body's brace) names `TerminalView`.
    private static func viewNames(in tokens: [String]) -> [String] {
        var names: [String] = []
        for index in tokens.indices.dropLast() where tokens[index] == "struct" {
            let rest = tokens[(index + 1)...]
            let header = rest.prefix { $0 != "{" }
            if header.contains("TerminalView") { names.append(tokens[index + 1]) }
        }
        return names
    }

    /// `@ViewState` followed, after any modifiers, by `var state :`.
    private static func viewStateDeclarations(in tokens: [String]) -> Int {
        var count = 0
        for index in tokens.indices.dropLast() where tokens[index] == "@" && tokens[index + 1] == "ViewState" {
            var next = index + 2
            while next < tokens.count, ["private", "public", "internal", "fileprivate"].contains(tokens[next]) {
                next += 1
            }
            if tokens[next...].starts(with: ["var", "state", ":"]) { count += 1 }
        }
        return count
    }
}
