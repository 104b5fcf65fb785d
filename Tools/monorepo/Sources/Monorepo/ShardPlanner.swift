/// Groups the selected packages into shards of about equal time, for CI runners that each start
/// from a fresh clone.
///
/// A shard's time is its packages' step times plus the compile of the packages outside it that its
/// steps use (each runner builds what it needs): so the planner keeps a package near what it uses
/// when splitting them would cost more than it saves. Times come from `StepTimes`; a step with no
/// recorded time counts as the mean of the recorded ones, and with none recorded every step counts
/// the same, so the shards are balanced by count.
///
/// The method: the longest package first, each into the shard it lengthens least; then single moves
/// and swaps between shards while one shortens the longest shard or, at the same length, lowers the
/// sum of squared shard times (fewer duplicate compiles, evener shards; a shard left empty is
/// dropped). Everything is ordered, so the same inputs give the same plan.
public struct ShardPlanner: Sendable {
    public let workspace: Workspace
    public let times: StepTimes

    public init(workspace: Workspace, times: StepTimes) {
        self.workspace = workspace
        self.times = times
    }

    /// The recorded seconds of `step`, or the estimate for a step never measured.
    public func seconds(of step: String) -> Int {
        times.seconds[step] ?? untimedEstimate
    }

    /// `packages` (in dependency order) in at most `count` shards, none empty.
    public func shards(for packages: [WorkspacePackage], count: Int) -> [Shard] {
        guard !packages.isEmpty, count > 0 else { return [] }
        let model = CostModel(packages: packages, planner: self)
        var members = Array(repeating: [Int](), count: min(count, packages.count))
        let longestFirst = packages.indices.sorted { (model.ownSeconds[$1], $0) < (model.ownSeconds[$0], $1) }
        for package in longestFirst {
            let best = members.indices.min {
                (model.cost(members[$0] + [package]), $0) < (model.cost(members[$1] + [package]), $1)
            }!
            members[best].append(package)
        }
        improve(&members, model: model)
        let filled = members.filter { !$0.isEmpty }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        return filled.enumerated().map { offset, indices in model.shard(index: offset + 1, members: indices) }
    }

    // MARK: - Private

    private var untimedEstimate: Int {
        let recorded = times.seconds.values
        guard !recorded.isEmpty else { return 1 }
        return max(1, Int((Double(recorded.reduce(0, +)) / Double(recorded.count)).rounded()))
    }

    /// Applies the best move or swap while one lowers (longest shard, sum of squared shard times).
    private func improve(_ members: inout [[Int]], model: CostModel) {
        func objective(_ costs: [Int]) -> (Int, Int) { (costs.max() ?? 0, costs.reduce(0) { $0 + $1 * $1 }) }
        var costs = members.map(model.cost)
        // Each accepted change lowers the objective, so this ends; the bound only guards the loop.
        for _ in 0..<10_000 {
            var best: (objective: (Int, Int), members: [[Int]], costs: [Int])?
            func consider(_ changed: [[Int]], _ a: Int, _ b: Int) {
                var newCosts = costs
                newCosts[a] = model.cost(changed[a])
                newCosts[b] = model.cost(changed[b])
                let value = objective(newCosts)
                if value < (best?.objective ?? objective(costs)) { best = (value, changed, newCosts) }
            }
            for a in members.indices {
                for b in members.indices where a != b {
                    for (position, package) in members[a].enumerated() {
                        var moved = members
                        moved[a].remove(at: position)
                        moved[b].append(package)
                        consider(moved, a, b)
                        guard a < b else { continue }
                        for (otherPosition, other) in members[b].enumerated() {
                            var swapped = members
                            swapped[a][position] = other
                            swapped[b][otherPosition] = package
                            consider(swapped, a, b)
                        }
                    }
                }
            }
            guard let best else { return }
            members = best.members
            costs = best.costs
        }
    }
}

/// The planner's arithmetic over the selected packages, by their index in the selection.
private struct CostModel {
    let packages: [WorkspacePackage]
    let steps: [[String]]
    /// Each selected package's own steps' seconds.
    let ownSeconds: [Int]
    /// For each selected package, the workspace packages its steps compile besides itself.
    let uses: [Set<String>]
    /// Each workspace package's build step and its seconds, by name.
    let buildSteps: [String: String]
    let buildSeconds: [String: Int]
    let workspaceOrder: [String: Int]
    let planner: ShardPlanner

    init(packages: [WorkspacePackage], planner: ShardPlanner) {
        self.packages = packages
        self.planner = planner
        steps = packages.map(TestSteps.steps(of:))
        ownSeconds = steps.map { $0.map(planner.seconds(of:)).reduce(0, +) }
        uses = packages.map { CostModel.compiled(by: $0, in: planner.workspace) }
        let buildSteps = Dictionary(
            planner.workspace.packages.map { ($0.name, TestSteps.buildStep(of: $0)) },
            uniquingKeysWith: { first, _ in first })
        self.buildSteps = buildSteps
        buildSeconds = buildSteps.mapValues(planner.seconds(of:))
        workspaceOrder = Dictionary(
            planner.workspace.packages.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The packages outside `members` that their steps compile, in dependency order.
    func alsoBuilds(_ members: [Int]) -> [String] {
        let inside = Set(members.map { packages[$0].name })
        let used = members.reduce(into: Set<String>()) { $0.formUnion(uses[$1]) }.subtracting(inside)
        return used.sorted { (workspaceOrder[$0] ?? 0, $0) < (workspaceOrder[$1] ?? 0, $1) }
    }

    func cost(_ members: [Int]) -> Int {
        members.map { ownSeconds[$0] }.reduce(0, +) + alsoBuilds(members).map { buildSeconds[$0] ?? 0 }.reduce(0, +)
    }

    func shard(index: Int, members: [Int]) -> Shard {
        let shardSteps = members.flatMap { steps[$0] }
        let outside = alsoBuilds(members)
        return Shard(
            index: index, packages: members.map { packages[$0].name }, steps: shardSteps,
            stepSeconds: members.map { ownSeconds[$0] }.reduce(0, +), alsoBuilds: outside,
            dependencySeconds: outside.map { buildSeconds[$0] ?? 0 }.reduce(0, +),
            untimedSteps: (shardSteps + outside.compactMap { buildSteps[$0] }).filter {
                planner.times.seconds[$0] == nil
            })
    }

    /// What building `package` compiles besides it: everything it uses, directly or not, except
    /// what a package with a build folder of its own uses (it compiles that itself, inside its own
    /// build step's time); such a package compiles nothing outside its step at all.
    static func compiled(by package: WorkspacePackage, in workspace: Workspace) -> Set<String> {
        guard !TestSteps.buildsInItsOwnFolder(package) else { return [] }
        var found: Set<String> = []
        var pending = package.dependencies
        while let name = pending.popLast() {
            guard found.insert(name).inserted, let used = workspace.package(named: name) else { continue }
            if !TestSteps.buildsInItsOwnFolder(used) { pending += used.dependencies }
        }
        return found
    }
}
