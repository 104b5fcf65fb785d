/// How a one-shot command prints its result.
public enum OutputFormat: Hashable, Sendable {
    /// Tables and text for people (the default).
    case human
    /// Stable JSON for scripts (`--json`); the shapes are documented in the app's README.
    case json
}
