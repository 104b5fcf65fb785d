/// Why the check could not run at all (as opposed to finding violations).
public enum LayeringCheckError: Error, Equatable, CustomStringConvertible {
    /// The given root has neither a `Packages/` nor an `Apps/` folder.
    case notARepositoryRoot(path: String)
    /// A manifest or source file could not be read.
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .notARepositoryRoot(let path):
            "\(path) has neither a Packages/ nor an Apps/ folder; pass the repository root"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
