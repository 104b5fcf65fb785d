/// One flow of a feature: a `…ViewState` enum in `Packages/Features/Sources/<Feature>/<Flow>/`,
/// with its cases as declared.
public struct StateFlow: Sendable, Equatable {
    /// `<Feature>.<Flow>`, e.g. `BlogFeature.Entry`: the diagram's file name.
    public let name: String
    /// The enum's name, as a trace record names the state type (`BlogEntryViewState`).
    public let stateType: String
    /// The enum's cases, in declaration order.
    public let cases: [String]

    public init(name: String, stateType: String, cases: [String]) {
        self.name = name
        self.stateType = stateType
        self.cases = cases
    }

    /// Every flow under `root`'s feature sources, sorted by name.
    public static func all(root: String) throws(StateDiagramError) -> [StateFlow] {
        try all(in: FeatureSourceFile.all(root: root))
    }

    /// Every flow in `files`, sorted by name: each `…ViewState` enum in a feature's flow folder (an
    /// enum directly in a feature's folder is named after itself).
    public static func all(in files: [FeatureSourceFile]) throws(StateDiagramError) -> [StateFlow] {
        var flows: [StateFlow] = []
        for file in files {
            let folders = file.path.split(separator: "/").dropLast()
            for found in ViewStateSource.enums(in: file.text) {
                let flow = folders.first.map(String.init) ?? String(found.name.dropLast("ViewState".count))
                flows.append(StateFlow(name: file.target + "." + flow, stateType: found.name, cases: found.cases))
            }
        }
        let byType = Dictionary(grouping: flows, by: \.stateType)
        if let (type, same) = byType.first(where: { $0.value.count > 1 }) {
            // A trace names the type without its module: two flows with one name cannot be told apart.
            throw StateDiagramError(
                "\(type) is declared in \(same.map(\.name).joined(separator: " and ")): state types must differ")
        }
        return flows.sorted { $0.name < $1.name }
    }
}

/// Why the state diagrams could not be drawn or checked: one line.
public struct StateDiagramError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
