/// A flow's state diagram as Graphviz DOT: its cases as nodes (in declaration order; a case no test
/// reaches dashed and grey), the transitions the tests drove as edges, each labelled with the
/// actions that made it (``RecordedTransition/originLabel``), sorted. The same recordings give the
/// same bytes: no timestamps, no paths, so a committed copy can be compared as text.
public enum StateDiagramDOT {
    public static func render(_ coverage: StateCoverage) -> String {
        let flow = coverage.flow
        let reached = Set(coverage.reachedCases)
        let starts = coverage.transitions.filter(\.isInitial)
        var lines = [
            "// \(flow.name): the states of \(flow.stateType) and the transitions the Features tests drive,",
            "// drawn by `make states` (Tools/monorepo). Do not edit: the lint and test check compares it.",
            "digraph \(quote(flow.name)) {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, labelloc=t, "
                + "label=\(quote("\(flow.name) (\(flow.stateType)): \(reached.count) of \(flow.cases.count) cases reached"))];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#4a5a70\"];",
        ]
        for name in flow.cases {
            lines.append(
                reached.contains(name)
                    ? "  \(quote(name));"
                    : "  \(quote(name)) [style=\"rounded,dashed\", color=grey60, fontcolor=grey50, "
                        + "label=\(quote(name + "\n(no test)"))];")
        }
        if !starts.isEmpty {
            // A test recorded a container starting here: drawn from a dot, dashed.
            lines.append("  \(quote(RecordedTransition.initial)) [shape=point, label=\"\"];")
            for name in flow.cases {
                let labels = Set(starts.filter { $0.to == name }.map(\.originLabel))
                guard !labels.isEmpty else { continue }
                lines.append(
                    "  \(quote(RecordedTransition.initial)) -> \(quote(name)) "
                        + "[style=dashed, label=\(quote(labels.sorted().joined(separator: "\n")))];")
            }
        }
        for pair in coverage.reachedPairs {
            let labels = Set(
                coverage.transitions.filter { $0.from == pair.from && $0.to == pair.to }.map(\.originLabel))
            lines.append(
                "  \(quote(pair.from)) -> \(quote(pair.to)) [label=\(quote(labels.sorted().joined(separator: "\n")))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a DOT string: quotes and backslashes escaped, line breaks as `\n`, other control
    /// characters dropped.
    static func quote(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            default: if scalar.properties.generalCategory != .control { quoted.unicodeScalars.append(scalar) }
            }
        }
        return quoted + "\""
    }
}
