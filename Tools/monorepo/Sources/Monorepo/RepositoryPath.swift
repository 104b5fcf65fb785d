/// A path a command-line option names (`--times`, `--check`, `--output`, `--recordings`): taken as
/// given when absolute, from the repository's root when relative (the Makefile passes relative
/// ones; a user may pass either).
public enum RepositoryPath {
    public static func resolve(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }
}
