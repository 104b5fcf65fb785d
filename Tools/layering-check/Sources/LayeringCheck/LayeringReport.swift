/// The outcome of a check: what was looked at and every violation found.
public struct LayeringReport: Sendable, Hashable {
    /// The packages read (under `Packages/` and `Apps/`).
    public let packageCount: Int
    /// The `import` declarations looked at.
    public let importCount: Int
    /// Every violation, sorted by file and line.
    public let violations: [Violation]

    public init(packageCount: Int, importCount: Int, violations: [Violation]) {
        self.packageCount = packageCount
        self.importCount = importCount
        self.violations = violations.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
    }

    /// Whether no rule is broken.
    public var isClean: Bool { violations.isEmpty }

    /// The closing line: `layering ok: 6 packages, 120 imports checked`, or the number of violations.
    public var summary: String {
        let counts =
            "\(packageCount) \(packageCount == 1 ? "package" : "packages"), \(importCount) \(importCount == 1 ? "import" : "imports") checked"
        if isClean { return "layering ok: \(counts)" }
        let found = "\(violations.count) \(violations.count == 1 ? "violation" : "violations")"
        return "layering check failed: \(found) (\(counts)); the order is \(Layer.order)"
    }
}
