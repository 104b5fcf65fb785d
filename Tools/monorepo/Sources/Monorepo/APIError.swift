/// Why the public API of the libraries could not be read or written.
public enum APIError: Error, Equatable, CustomStringConvertible {
    /// The module's symbol graphs hold no public declaration (or none were written).
    case noSymbols(module: String)
    /// A baseline line that is not `path<TAB>declaration<TAB>identifier`.
    case malformedBaseline(file: String, line: Int)
    /// `swift build` or `swift-symbolgraph-extract` failed.
    case toolFailed(String)

    public var description: String {
        switch self {
        case .noSymbols(let module):
            "\(module): the symbol graph holds no public declaration (is it a library with a public API?)"
        case .malformedBaseline(let file, let line):
            "\(file):\(line): not a baseline line (path, declaration and identifier, tab-separated): run `make api`"
        case .toolFailed(let message): message
        }
    }
}
