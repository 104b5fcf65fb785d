import FoundationExt
import VSMKit

/// Where `--trace` writes state transitions: one line per event of every state container, on
/// stderr, in VSMKit's one format (`StateTraceRecord`: origin `file:line function`, the state type,
/// then what happened), e.g.
/// `trace: BlogFeature/BlogFeature.swift:28 loadEntry(id:dependencies:) [BlogEntryViewState] loading -> loaded(#1 "Living with colour")`.
///
/// One path for one-shot commands and the interactive app: ``install()`` makes VSMKit's
/// process-wide `StateTracing` observer write here.
public struct TraceLog: Sendable {
    private let output: any TextOutput

    public init(output: any TextOutput) {
        self.output = output
    }

    /// Writes one line (sanitised: state descriptions may hold data).
    public func record(_ line: String) {
        output.write("trace: \(line.terminalSafeLine)\n")
    }

    /// From now on, every container's trace events are written here.
    public func install() {
        StateTracing.install { record in self.record(record.description) }
    }

    /// Stops writing trace events.
    public func uninstall() {
        StateTracing.install(nil)
    }
}

extension AppContext {
    /// Runs a feature's headless entry with `--trace` in force: its transitions go to ``trace``.
    @MainActor
    func traced<Result>(_ body: @MainActor () async -> Result) async -> Result {
        guard let trace else { return await body() }
        trace.install()
        defer { trace.uninstall() }
        return await body()
    }
}
