/// `import Glibc`, `import Darwin` and `import Musl` stand only inside an `#if canImport(<that
/// module>)` or `#elseif canImport(<that module>)` branch, so a file that imports one C library
/// still compiles where another is the system's (every manifest declares macOS; CI builds Linux).
public enum PlatformImportRule {
    /// The C library modules that exist on one platform each.
    public static let platformModules: Set<String> = ["Glibc", "Darwin", "Musl"]

    /// A violation for every platform import of `source` that is not behind its own `canImport`.
    public static func violations(in source: String, file: String) -> [Violation] {
        let imports = ImportScanner.imports(in: source).filter { platformModules.contains($0.module) }
        guard !imports.isEmpty else { return [] }
        let branches = innermostBranchConditions(SwiftSourceScrubber.scrub(source, stringLiterals: .blank))
        return imports.compactMap { declaration in
            let condition = branches[declaration.line - 1]
            let guardCall = "canImport(\(declaration.module))"
            guard !condition.contains(guardCall) || condition.contains("!" + guardCall) else { return nil }
            return Violation(
                file: file, line: declaration.line, rule: .unguardedPlatformImport,
                message: "import \(declaration.module) is not behind `#if canImport(\(declaration.module))`; "
                    + "write `#if canImport(Glibc)` / `#elseif canImport(Musl)` / `#elseif canImport(Darwin)` "
                    + "with a real branch each")
        }
    }

    /// For each line, the condition of the innermost `#if`/`#elseif` branch it stands in, without
    /// white space (`""` outside any, or in an `#else` branch).
    static func innermostBranchConditions(_ code: String) -> [String] {
        var stack: [String] = []
        var conditions: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop(while: \.isWhitespace)
            let condition = String(text.drop { $0 != " " && $0 != "(" && $0 != "!" }.filter { !$0.isWhitespace })
            if text.hasPrefix("#if") {
                stack.append(condition)
            } else if text.hasPrefix("#elseif"), !stack.isEmpty {
                stack[stack.count - 1] = condition
            } else if text.hasPrefix("#else"), !stack.isEmpty {
                stack[stack.count - 1] = ""
            } else if text.hasPrefix("#endif"), !stack.isEmpty {
                stack.removeLast()
            }
            conditions.append(stack.last ?? "")
        }
        return conditions
    }
}
