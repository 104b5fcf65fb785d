/// Feature interfaces import each other one way only: the imports between `XFeatureInterface`
/// targets form no cycle, direct (A imports B, B imports A) or through a longer chain. Each tangle
/// of interfaces that reach each other (a strongly connected component) is reported once, at its
/// first edge, naming a shortest cycle through its first interface and the file and line of every
/// edge of that cycle.
struct InterfaceCycleRule: Sendable {
    private struct Location: Sendable, Comparable {
        let file: String
        let line: Int

        static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.file, lhs.line) < (rhs.file, rhs.line)
        }
    }

    /// Interface → interface it imports → the first place it does.
    private var edges: [String: [String: Location]] = [:]

    /// Notes an import by a file of `target` of the Features package; only imports of one
    /// interface by another count.
    mutating func record(target: String, importing module: String, file: String, line: Int) {
        guard FeatureTarget(module: target)?.role == .interface, FeatureTarget(module: module)?.role == .interface,
            module != target
        else { return }
        let location = Location(file: file, line: line)
        edges[target, default: [:]][module] = min(edges[target]?[module] ?? location, location)
    }

    /// One violation per tangle of interfaces that import each other.
    func violations() -> [Violation] {
        stronglyConnectedComponents().filter { $0.count > 1 }.compactMap(violation(tangle:))
    }

    private func violation(tangle: Set<String>) -> Violation? {
        guard let start = tangle.min(), let cycle = shortestCycle(through: start, within: tangle) else { return nil }
        let steps = zip(cycle, cycle.dropFirst()).compactMap { from, to in
            edges[from]?[to].map { (from: from, to: to, location: $0) }
        }
        guard let first = steps.first else { return nil }
        let places = steps.map { "\($0.from) imports \($0.to) at \($0.location.file):\($0.location.line)" }
        let others = tangle.subtracting(cycle).sorted()
        let alsoTangled = others.isEmpty ? "" : "; the same tangle also holds \(others.joined(separator: ", "))"
        return Violation(
            file: first.location.file, line: first.location.line, rule: .interfaceCycle,
            message: "interfaces form a cycle: \(cycle.joined(separator: " → ")) (\(places.joined(separator: "; ")))"
                + "\(alsoTangled); interfaces import each other one way only (\(FeatureImportRule.reference))")
    }

    /// `start`, the interfaces of a shortest path back to it inside `tangle`, and `start` again;
    /// neighbours are tried in name order so the same tree always gives the same cycle.
    private func shortestCycle(through start: String, within tangle: Set<String>) -> [String]? {
        var parent: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors(of: node) where tangle.contains(next) {
                if next == start {
                    var path = [node]
                    while let previous = parent[path[0]] { path.insert(previous, at: 0) }
                    return path + [start]
                }
                if parent[next] == nil {
                    parent[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    private func successors(of node: String) -> [String] {
        (edges[node] ?? [:]).keys.sorted()
    }

    /// Tarjan's algorithm; the graphs are a few dozen interfaces, so recursion depth is no concern.
    private func stronglyConnectedComponents() -> [Set<String>] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [Set<String>] = []

        func connect(_ node: String) {
            index[node] = index.count
            lowLink[node] = index[node]
            stack.append(node)
            onStack.insert(node)
            for next in successors(of: node) {
                if index[next] == nil {
                    connect(next)
                    lowLink[node] = min(lowLink[node] ?? 0, lowLink[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLink[node] = min(lowLink[node] ?? 0, index[next] ?? 0)
                }
            }
            guard lowLink[node] == index[node] else { return }
            var component: Set<String> = []
            while let member = stack.popLast() {
                onStack.remove(member)
                component.insert(member)
                if member == node { break }
            }
            components.append(component)
        }

        let nodes = Set(edges.keys).union(edges.values.flatMap(\.keys))
        for node in nodes.sorted() where index[node] == nil { connect(node) }
        return components
    }
}
