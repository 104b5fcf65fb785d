import Foundation

/// The last measured time of each make step, in whole seconds, as `make test` records them into a
/// small committed JSON file (`{"test-Domain": 25, ...}`, keys sorted), which `make ci-plan` reads to
/// balance its shards.
public struct StepTimes: Sendable, Equatable {
    /// Where the file lives, relative to the repository root.
    public static let defaultPath = "Tools/monorepo/step-times.json"

    public private(set) var seconds: [String: Int]

    public init(seconds: [String: Int] = [:]) {
        self.seconds = seconds
    }

    /// Reads the file's JSON: an object of step names to seconds (rounded to whole ones).
    public init(json: Data) throws(StepTimesError) {
        guard let object = try? JSONDecoder().decode([String: Double].self, from: json) else {
            throw .notAnObjectOfSeconds
        }
        var seconds: [String: Int] = [:]
        for (step, value) in object {
            guard value >= 0, value.isFinite else { throw .badValue(step: step) }
            seconds[step] = Int(value.rounded())
        }
        self.seconds = seconds
    }

    /// Reads the file at `path`; a missing file is no times at all (the plan then balances by count).
    public init(contentsOf path: String) throws(StepTimesError) {
        guard FileManager.default.fileExists(atPath: path) else {
            self.init()
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        try self.init(json: data)
    }

    /// The times `ci-plan` balances with: the file `--times` names when given (absolute, or from
    /// `root`), which must exist, since a mistyped name would otherwise plan by count without a
    /// word; without the option, the committed file at ``defaultPath``, whose absence is no times.
    public init(planningWith option: String?, root: String) throws(StepTimesError) {
        let path = RepositoryPath.resolve(option ?? StepTimes.defaultPath, root: root)
        if option != nil, !FileManager.default.fileExists(atPath: path) { throw .missing(path: path) }
        try self.init(contentsOf: path)
    }

    /// The file's text: one step a line, keys sorted, so a refresh changes only the lines that moved.
    public var json: String {
        let lines = seconds.keys.sorted().map { "  \"\($0)\": \(seconds[$0]!)" }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// These times with `measured` (seconds, rounded to whole ones) written over them, keeping only
    /// the steps in `known`: a step no package has any more drops out, and one this run did not
    /// measure keeps its last time.
    public func updated(with measured: [String: Double], known: Set<String>) -> StepTimes {
        var result = seconds.filter { known.contains($0.key) }
        for (step, time) in measured where known.contains(step) && time.isFinite && time >= 0 {
            result[step] = Int(time.rounded())
        }
        return StepTimes(seconds: result)
    }
}

/// Why a step-times file could not be read.
public enum StepTimesError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case missing(path: String)
    case notAnObjectOfSeconds
    case badValue(step: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .missing(let path): "no step-times file at \(path)"
        case .notAnObjectOfSeconds: "the step times are not a JSON object of step names to seconds"
        case .badValue(let step): "the time of \(step.debugDescription) is not a number of seconds"
        }
    }
}
