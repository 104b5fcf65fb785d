import Foundation

/// `monorepo states`: the flows' state diagrams from the recordings of a Features test run, written
/// into a folder or checked against the committed ones, with the coverage report.
public struct StateDiagrams {
    public let flows: [StateFlow]
    public let coverages: [StateCoverage]

    /// The diagrams of every flow under `root` from `recorded` transitions.
    public init(flows: [StateFlow], recorded: Set<RecordedTransition>) {
        self.flows = flows
        coverages = flows.map { StateCoverage(flow: $0, recorded: recorded) }
    }

    /// Each flow's DOT, by file name (`<Feature>.<Flow>.dot`).
    public var files: [String: String] {
        Dictionary(uniqueKeysWithValues: coverages.map { ($0.flow.name + ".dot", StateDiagramDOT.render($0)) })
    }

    /// Writes every flow's DOT into `folder` and removes the DOT and SVG of flows that are gone;
    /// returns the names written.
    public func write(into folder: String) throws(StateDiagramError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let files = self.files
            for (name, dot) in files { try dot.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                let base = name.hasSuffix(".svg") ? String(name.dropLast(4)) + ".dot" : name
                if (name.hasSuffix(".dot") || name.hasSuffix(".svg")) && files[base] == nil {
                    try FileManager.default.removeItem(atPath: folder + "/" + name)
                }
            }
            return files.keys.sorted()
        } catch {
            throw StateDiagramError("cannot write \(folder): \(error.localizedDescription)")
        }
    }

    /// What differs between the committed DOT files (by name) and these diagrams, one line each:
    /// a missing, extra or different file (the first differing line).
    public func staleness(committed: [String: String], folder: String) -> [String] {
        let files = self.files
        var problems: [String] = []
        for (name, dot) in files.sorted(by: { $0.key < $1.key }) {
            guard let old = committed[name] else {
                problems.append("\(folder)/\(name) is missing")
                continue
            }
            if let mismatch = GraphCheck.mismatch(committed: old, current: dot) {
                problems.append(
                    "\(folder)/\(name) is stale: "
                        + mismatch.replacingOccurrences(of: "the manifests give", with: "the tests give"))
            }
        }
        for name in committed.keys.sorted() where files[name] == nil {
            problems.append("\(folder)/\(name) draws no flow of the sources")
        }
        return problems
    }

    /// Without recordings: whether each committed DOT draws exactly its flow's cases (edges need a
    /// test run to check), one line per difference.
    public static func caseStaleness(flows: [StateFlow], committed: [String: String], folder: String) -> [String] {
        var problems: [String] = []
        let names = Set(flows.map { $0.name + ".dot" })
        for flow in flows {
            let name = flow.name + ".dot"
            guard let dot = committed[name] else {
                problems.append("\(folder)/\(name) is missing")
                continue
            }
            let drawn = nodes(of: dot)
            if drawn != flow.cases {
                problems.append(
                    "\(folder)/\(name) is stale: it draws the cases \(drawn.joined(separator: ", ")), "
                        + "\(flow.stateType) declares \(flow.cases.joined(separator: ", "))")
            }
        }
        for name in committed.keys.sorted() where !names.contains(name) {
            problems.append("\(folder)/\(name) draws no flow of the sources")
        }
        return problems
    }

    /// The node names a DOT from ``StateDiagramDOT`` declares, in order.
    static func nodes(of dot: String) -> [String] {
        dot.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  \""), !line.contains(" -> "), !line.contains("shape=point"),
                let end = line.dropFirst(3).firstIndex(of: "\"")
            else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
    }

    /// The `*.dot` files in `folder`, by name (none when it does not exist).
    public static func committed(in folder: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".dot") {
            files[name] = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        }
        return files
    }

    /// The newest modification time of a Swift file under the Features package's sources and tests
    /// (the recordings are current when they are newer).
    public static func newestFeaturesChange(root: String) -> Date? {
        let files = FileManager.default
        let folders = ["Packages/Features/Sources", "Packages/Features/Tests"].map { root + "/" + $0 }
        let inFolders = folders.flatMap { folder in
            ((files.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).map { folder + "/" + $0 }
        }
        let dates = (inFolders + [root + "/Packages/Features/Package.swift"]).compactMap(
            RecordedTransition.modificationDate)
        return dates.max()
    }
}
