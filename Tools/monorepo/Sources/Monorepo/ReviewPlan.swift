/// Whose review a change needs: the owners of every changed file, and for each module whose public
/// API changed, the module's owners and the owners of the targets that use it (its consumers).
public struct ReviewPlan: Sendable, Equatable, Encodable {
    /// One module's API change, with who uses it and who reviews it.
    public struct ModuleChange: Sendable, Equatable, Encodable {
        public let module: String
        public let added: [String]
        public let removed: [String]
        /// `path: old -> new`.
        public let changed: [String]
        /// `package/target` of every target that names the module as a dependency.
        public let consumers: [String]
        /// The module's owners, then its consumers', each once.
        public let owners: [String]
        /// The declaration-by-declaration report (`APIDiff.report`), for the human summary.
        public let report: [String]

        private enum CodingKeys: String, CodingKey {
            case module, added, removed, changed, consumers, owners
        }
    }

    public let apiChanges: [ModuleChange]
    /// Everyone whose review the change needs, sorted.
    public let reviewers: [String]

    public static let none = ReviewPlan(apiChanges: [], reviewers: [])

    public init(apiChanges: [ModuleChange], reviewers: [String]) {
        self.apiChanges = apiChanges
        self.reviewers = reviewers
    }

    /// `targets`: the repository's targets, to find each changed module's consumers.
    public init(changedFiles: [String], apiChanges: [APIChange], ownership: Ownership, targets: RepositoryTargets) {
        var modules: [ModuleChange] = []
        for change in apiChanges {
            let reference = targets.libraryModules.first { $0.target == change.module }
            let consumers = reference.map { targets.consumers(of: $0) } ?? []
            let folders = ([reference].compactMap { $0 } + consumers).compactMap { targets.folder(of: $0) }
            let diff = change.diff
            modules.append(
                ModuleChange(
                    module: change.module,
                    added: diff.added.map { "\($0.path): \($0.declaration)" },
                    removed: diff.removed.map { "\($0.path): \($0.declaration)" },
                    changed: diff.changed.map { "\($0.new.path): \($0.old.declaration) -> \($0.new.declaration)" },
                    consumers: consumers.map(\.description),
                    owners: ownership.owners(ofAll: folders.map { $0 + "/" }),
                    report: diff.report))
        }
        var reviewers = Set(modules.flatMap(\.owners))
        for file in changedFiles where APIBaseline.module(ofPath: file) == nil {
            reviewers.formUnion(ownership.owners(of: file))
        }
        self.init(apiChanges: modules, reviewers: reviewers.sorted())
    }

    /// The human summary (`make review`).
    public var summary: [String] {
        var lines: [String] = []
        if apiChanges.isEmpty {
            lines.append("public API: no module's baseline changed")
        }
        for change in apiChanges {
            lines.append("public API of \(change.module) changed:")
            lines += change.report
            let users =
                change.consumers.isEmpty ? "no target in the repository" : change.consumers.joined(separator: ", ")
            lines.append("  used by: \(users)")
            lines.append("  owners to review: \(change.owners.joined(separator: " "))")
        }
        lines.append("reviews needed: " + (reviewers.isEmpty ? "none" : reviewers.joined(separator: " ")))
        return lines
    }
}
