/// `import Glibc`, `import Darwin` and `import Musl` stand only inside an `#if canImport(<that
/// module>)` or `#elseif canImport(<that module>)` branch, and an `#if` that imports Glibc also has
/// the branch that imports Darwin, so a file written on Linux still compiles on macOS (every
/// manifest declares it; CI builds Linux only).
public enum PlatformImportRule {
    /// The C library modules that exist on one platform each.
    public static let platformModules: Set<String> = ["Glibc", "Darwin", "Musl"]

    /// A violation for every platform import of `source` that is not behind its own `canImport`,
    /// and for every `#if` that imports Glibc without a branch importing Darwin.
    public static func violations(in source: String, file: String) -> [Violation] {
        let imports = ImportScanner.imports(in: source).filter { platformModules.contains($0.module) }
        guard !imports.isEmpty else { return [] }
        let lines = branches(SwiftSourceScrubber.scrub(source, stringLiterals: .blank))
        var violations: [Violation] = []
        var glibcChains: [Int: Int] = [:]  // chain → the line of its `#if`
        var darwinChains: Set<Int> = []
        for declaration in imports {
            let branch = lines[declaration.line - 1]
            let guardCall = "canImport(\(declaration.module))"
            guard branch.condition.contains(guardCall), !branch.condition.contains("!" + guardCall),
                let chain = branch.chain
            else {
                violations.append(
                    Violation(
                        file: file, line: declaration.line, rule: .unguardedPlatformImport,
                        message: "import \(declaration.module) is not behind `#if canImport(\(declaration.module))`; "
                            + "write `#if canImport(Glibc)` / `#elseif canImport(Musl)` / `#elseif canImport(Darwin)` "
                            + "with a real branch each"))
                continue
            }
            if declaration.module == "Glibc" { glibcChains[chain] = branch.chainStart }
            if declaration.module == "Darwin" { darwinChains.insert(chain) }
        }
        for (chain, line) in glibcChains where !darwinChains.contains(chain) {
            violations.append(
                Violation(
                    file: file, line: line, rule: .unguardedPlatformImport,
                    message: "this `#if` imports Glibc but has no `#elseif canImport(Darwin)` branch importing Darwin, "
                        + "so the file has no macOS branch; write one for real"))
        }
        return violations
    }

    /// Where a line stands: the condition of the innermost `#if`/`#elseif` branch, without white
    /// space (`""` outside any, or in an `#else` branch), and which `#if` chain that is.
    struct Branch {
        var condition: String
        var chain: Int?
        var chainStart: Int
    }

    static func branches(_ code: String) -> [Branch] {
        var stack: [Branch] = []
        var result: [Branch] = []
        var chainCount = 0
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.drop(while: \.isWhitespace)
            let condition = String(text.drop { $0 != " " && $0 != "(" && $0 != "!" }.filter { !$0.isWhitespace })
            if text.hasPrefix("#if") {
                chainCount += 1
                stack.append(Branch(condition: condition, chain: chainCount, chainStart: index + 1))
            } else if text.hasPrefix("#elseif"), !stack.isEmpty {
                stack[stack.count - 1].condition = condition
            } else if text.hasPrefix("#else"), !stack.isEmpty {
                stack[stack.count - 1].condition = ""
            } else if text.hasPrefix("#endif"), !stack.isEmpty {
                stack.removeLast()
            }
            result.append(stack.last ?? Branch(condition: "", chain: nil, chainStart: 0))
        }
        return result
    }
}
