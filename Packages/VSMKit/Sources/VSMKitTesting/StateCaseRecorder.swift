import Foundation
import VSMKit

/// Records which case each traced transition leaves and which it enters, for the state diagrams and
/// their coverage (`make states`, see `docs/states`).
///
/// A test process whose environment names a folder in `VSM_STATES_OUT` writes there one file,
/// `states-<process id>.tsv`: a line per distinct transition, as tab-separated fields
///
///     state type, case before, case after, origin file ID, origin function
///
/// (e.g. `BlogEntryViewState  initialized  loading  BlogFeature/BlogEntryView.swift  onAppear()`); a
/// case before of `*` is a container's initial state a test recorded (``initial``).
/// A case is the name a state's description starts with (`loaded(…)` is `loaded`), so untrusted
/// text inside a state never reaches the file. Without the variable nothing is recorded.
///
/// Features' test processes start it before any test runs (`StateRecordingHook`, a dependency of
/// every feature's test target), so no transition escapes it, whichever suite drives it.
public final class StateCaseRecorder: Sendable {
    /// The environment variable naming the folder to write into.
    public static let environmentVariable = "VSM_STATES_OUT"

    /// One distinct transition, as written.
    public struct Transition: Sendable, Hashable {
        public let stateType: String
        public let from: String
        public let to: String
        public let fileID: String
        public let function: String

        /// The transition `record` reports, or `nil` when it reports none.
        public init?(_ record: StateTraceRecord) {
            guard record.kind == .transition, let previous = record.previous, let state = record.state else {
                return nil
            }
            stateType = StateCaseRecorder.field(record.stateType)
            from = StateCaseRecorder.caseName(of: previous)
            to = StateCaseRecorder.caseName(of: state)
            fileID = StateCaseRecorder.field(record.origin.fileID)
            function = StateCaseRecorder.field(record.origin.function)
        }

        /// The start of a container recorded in `state` (its case before is ``initial``).
        init<State>(initial state: State, fileID: String, function: String) {
            stateType = StateCaseRecorder.field(String(describing: State.self))
            from = StateCaseRecorder.initial
            to = StateCaseRecorder.caseName(of: String(describing: state))
            self.fileID = StateCaseRecorder.field(fileID)
            self.function = StateCaseRecorder.field(function)
        }

        /// The file's line for this transition, without its newline.
        public var line: String { [stateType, from, to, fileID, function].joined(separator: "\t") }
    }

    private struct Storage {
        var seen: Set<Transition> = []
        var file: FileHandle?
    }

    // A `Sendable` class: its state is `Locked` (the records come from any thread).
    private let storage: Locked<Storage>

    /// A recorder appending to `file` (`nil`: it only collects, as in its tests).
    init(file: FileHandle?) {
        storage = Locked(Storage(file: file))
    }

    /// The distinct transitions recorded so far.
    public var transitions: Set<Transition> { storage.withLock { $0.seen } }

    /// The case before of a container's initial state: no trace event reports a container's start,
    /// so only a test that records the current state (`StateRecorder(…, includingCurrent: true)`)
    /// reports one.
    public static let initial = "*"

    /// Records `record` when it is a transition not recorded before (and writes its line).
    public func record(_ record: StateTraceRecord) {
        guard let transition = Transition(record) else { return }
        insert(transition)
    }

    /// Records, in this process's recorder if it runs, that a test recorded a container in `state`.
    static func recordInitial<State>(_ state: State, fileID: String, function: String) {
        guard let recorder = shared.withLock({ $0 }) else { return }
        recorder.insert(Transition(initial: state, fileID: fileID, function: function))
    }

    private func insert(_ transition: Transition) {
        storage.withLock { storage in
            guard storage.seen.insert(transition).inserted else { return }
            storage.file?.write(Data((transition.line + "\n").utf8))
        }
    }

    /// The recorder of this process, started by ``startIfRequested()``.
    private static let shared = Locked<StateCaseRecorder?>(nil)

    /// Starts recording every transition of this process into the folder `VSM_STATES_OUT` names,
    /// once; does nothing without the variable. A folder that cannot be written is reported on
    /// standard error, once, and nothing is recorded (the check then finds no recordings).
    public static func startIfRequested(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let folder = environment[environmentVariable], !folder.isEmpty else { return }
        shared.withLock { shared in
            guard shared == nil else { return }
            let path = folder + "/states-\(ProcessInfo.processInfo.processIdentifier).tsv"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: path, contents: nil) else {
                    throw CocoaError(.fileWriteNoPermission)
                }
                let recorder = StateCaseRecorder(file: try FileHandle(forWritingTo: URL(fileURLWithPath: path)))
                _ = StateTraceFanOut.add { recorder.record($0) }
                shared = recorder
            } catch {
                FileHandle.standardError.write(
                    Data("StateCaseRecorder: cannot write \(field(path)): \(error.localizedDescription)\n".utf8))
            }
        }
    }

    /// The case a state's description names: its leading identifier (`loaded(model: …)` → `loaded`).
    /// A description that does not start with one gives `?`, which the diagram tool reports.
    static func caseName(of description: String) -> String {
        let name = description.unicodeScalars.prefix {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        return name.isEmpty ? "?" : String(String.UnicodeScalarView(name))
    }

    /// `text` as one field: tabs, line breaks and other control characters become spaces.
    static func field(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}

/// Called by the Features tests' `StateRecordingHook` (a C constructor: it runs as the test process
/// loads, before any test) to start the process's ``StateCaseRecorder`` when `VSM_STATES_OUT` asks.
@_cdecl("vsmkittesting_start_state_recording")
public func startStateRecordingAtLaunch() {
    StateCaseRecorder.startIfRequested()
}
