import FoundationExt

/// Where `--trace` writes state transitions: one line each, on stderr, e.g.
/// `trace: BlogEntryViewState loading ← BlogEntryLoaderModel.loadEntry() (BlogFeature/…:42)`.
///
/// The feature models report transitions through VSMKit's tracing; the headless entry of each
/// feature is handed this log and forwards every traced transition to ``record(_:)``.
public struct TraceLog: Sendable {
    private let output: any TextOutput

    public init(output: any TextOutput) {
        self.output = output
    }

    /// Writes one transition (sanitised: state descriptions may hold data).
    public func record(_ transition: String) {
        output.write("trace: \(transition.terminalSafeLine)\n")
    }
}
