import Foundation

/// A transition the Features tests drove, as VSMKitTesting's `StateCaseRecorder` wrote it: one
/// tab-separated line of state type, case before, case after, origin file ID, origin function.
public struct RecordedTransition: Sendable, Hashable {
    public let stateType: String
    public let from: String
    public let to: String
    public let fileID: String
    public let function: String

    public init(stateType: String, from: String, to: String, fileID: String, function: String) {
        self.stateType = stateType
        self.from = from
        self.to = to
        self.fileID = fileID
        self.function = function
    }

    /// The line's transition, or `nil` for a line of another shape.
    /// The case before of a container's initial state, which a test recorded (VSMKitTesting's
    /// `StateRecorder(…, includingCurrent: true)`): no transition leads there.
    public static let initial = "*"

    /// Whether this is a test recording a container's initial state rather than a transition.
    public var isInitial: Bool { from == Self.initial }

    public init?(line: Substring) {
        // Control characters dropped: the fields are printed (a recording is a file anyone can edit).
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        }
        guard fields.count == 5, !fields[0].isEmpty, !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
        self.init(stateType: fields[0], from: fields[1], to: fields[2], fileID: fields[3], function: fields[4])
    }

    /// How the diagram labels the action: the function of the `observe` call, after its file's name
    /// (`BlogEntryView.onAppear()`); a call in a test names the test file (`test: BlogEntryModelTests`),
    /// since tests drive models directly. No line numbers: they move with every unrelated edit.
    public var originLabel: String {
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let type = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        return module.hasSuffix("Tests") ? "test: \(type)" : "\(type).\(function)"
    }

    /// Every transition in the `*.tsv` files of `folder` (one per test process); throws when the
    /// folder holds none.
    public static func all(in folder: String) throws(StateDiagramError) -> Set<RecordedTransition> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let files = names.filter { $0.hasSuffix(".tsv") }
        guard !files.isEmpty else {
            throw StateDiagramError(
                "no recordings in \(folder): run the Features tests with VSM_STATES_OUT set (`make states`)")
        }
        var transitions = Set<RecordedTransition>()
        for file in files {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
                throw StateDiagramError("cannot read \(folder)/\(file)")
            }
            for line in text.split(separator: "\n") {
                if let transition = RecordedTransition(line: line) { transitions.insert(transition) }
            }
        }
        return transitions
    }

    /// The newest modification time among the recordings in `folder` (`nil`: none).
    public static func newestRecording(in folder: String) -> Date? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.compactMap { modificationDate(folder + "/" + $0) }.max()
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
