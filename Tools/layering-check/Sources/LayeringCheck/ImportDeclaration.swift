/// One `import` in a source file: the top-level module it names and the line it is on.
public struct ImportDeclaration: Sendable, Hashable {
    /// The module, e.g. `VSMKit` for `import struct VSMKit.Store`.
    public let module: String
    /// The 1-based line of the `import` keyword.
    public let line: Int

    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}
