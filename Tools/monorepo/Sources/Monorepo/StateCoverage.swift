/// How much of one flow the tests reach: its cases, the cases some transition leaves or enters
/// (a transition's case before is a state the test was in, so an initial state counts once it
/// moves on; one that never moves counts when a test records it, see ``RecordedTransition/initial``),
/// and the transitions (pairs of cases) reached and not.
///
/// "Possible" transitions are approximated as every ordered pair of cases, a case to itself
/// included (a refresh is `loaded → loaded`): reading which pairs a model can really produce would
/// need the models' control flow. So the unreached list over-approximates: read it as a list of
/// pairs to consider, not of missing tests. The check fails on unreached *cases* only.
public struct StateCoverage: Sendable, Equatable {
    public let flow: StateFlow
    /// The distinct recorded transitions of this flow's state type.
    public let transitions: Set<RecordedTransition>

    public init(flow: StateFlow, recorded: Set<RecordedTransition>) {
        self.flow = flow
        transitions = recorded.filter { $0.stateType == flow.stateType }
    }

    /// The declared cases some recorded transition leaves or enters, in declaration order.
    public var reachedCases: [String] {
        let touched = Set(transitions.flatMap { [$0.from, $0.to] })  // `*`, the initial marker, is no case
        return flow.cases.filter(touched.contains)
    }

    /// The declared cases no test reaches.
    public var unreachedCases: [String] {
        let reached = Set(reachedCases)
        return flow.cases.filter { !reached.contains($0) }
    }

    /// Recorded case names the enum does not declare: a description that does not start with the
    /// case's name (the recorder takes a state's case from its description).
    public var unknownCases: [String] {
        let declared = Set(flow.cases)
        let named = transitions.flatMap { $0.isInitial ? [$0.to] : [$0.from, $0.to] }
        return Set(named).filter { !declared.contains($0) }.sorted()
    }

    /// The distinct (before, after) pairs reached, in declaration order.
    public var reachedPairs: [Pair] {
        let reached = Set(transitions.map { Pair(from: $0.from, to: $0.to) })
        return allPairs.filter(reached.contains)
    }

    /// Every ordered pair of cases no test reaches (see the type's note on "possible").
    public var unreachedPairs: [Pair] {
        let reached = Set(reachedPairs)
        return allPairs.filter { !reached.contains($0) }
    }

    private var allPairs: [Pair] {
        flow.cases.flatMap { from in flow.cases.map { Pair(from: from, to: $0) } }
    }

    /// A transition's cases, before and after.
    public struct Pair: Sendable, Hashable, CustomStringConvertible {
        public let from: String
        public let to: String
        public var description: String { "\(from) → \(to)" }
    }
}

/// The coverage of every flow as a table, and the failures the check reports.
public enum StateCoverageReport {
    /// `flow | cases | reached | transitions` per flow; with `details`, then per flow what is
    /// unreached.
    public static func table(_ coverages: [StateCoverage], details: Bool = true) -> String {
        let width = max(4, coverages.map(\.flow.name.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String {
            text + String(repeating: " ", count: max(0, count - text.count))
        }
        var lines = [
            "\(pad("flow", width))  cases  reached       transitions reached (of every ordered pair)"
        ]
        for coverage in coverages {
            let cases = coverage.flow.cases.count
            let reached = coverage.reachedCases.count
            let percent = cases == 0 ? 100 : reached * 100 / cases
            lines.append(
                "\(pad(coverage.flow.name, width))  \(pad(String(cases), 5))  \(pad("\(reached) (\(percent)%)", 12))  "
                    + "\(coverage.reachedPairs.count) of \(cases * cases)")
        }
        for coverage in coverages where details {
            let unreached = coverage.unreachedCases
            let pairs = coverage.unreachedPairs
            guard !unreached.isEmpty || !pairs.isEmpty else { continue }
            lines.append("\(coverage.flow.name) (\(coverage.flow.stateType)):")
            if !unreached.isEmpty { lines.append("  cases no test reaches: \(unreached.joined(separator: ", "))") }
            if !pairs.isEmpty {
                lines.append("  transitions no test reaches: \(pairs.map(\.description).joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One line per case no test reaches and per recorded case the enum does not declare.
    public static func failures(_ coverages: [StateCoverage]) -> [String] {
        coverages.flatMap { coverage in
            coverage.unreachedCases.map {
                "\(coverage.flow.name): case `\($0)` of \(coverage.flow.stateType) is reached by no test"
            }
                + coverage.unknownCases.map {
                    "\(coverage.flow.name): a test reached `\($0)`, which \(coverage.flow.stateType) does not declare "
                        + "(a state's description must start with its case's name)"
                }
        }
    }
}
