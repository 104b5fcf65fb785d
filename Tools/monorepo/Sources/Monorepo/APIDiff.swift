/// How a module's public API differs from its baseline, declaration by declaration.
///
/// A removed and an added declaration at the same path (an overload's signature, a conformance's
/// constraint), or else of the same name (`stateStream(includingCurrent:)` and
/// `stateStream(includeCurrent:)`), are paired as one changed declaration, in sorted order; what is
/// left is added or removed.
public struct APIDiff: Sendable, Equatable {
    /// A declaration whose signature changed: same path, another declaration or identifier.
    public struct Change: Sendable, Equatable {
        public let old: APIDeclaration
        public let new: APIDeclaration
    }

    public let added: [APIDeclaration]
    public let removed: [APIDeclaration]
    public let changed: [Change]

    public init(baseline: [APIDeclaration], current: [APIDeclaration]) {
        let before = Set(baseline)
        let after = Set(current)
        var removed = before.subtracting(after).sorted()
        var added: [APIDeclaration] = []
        var changed: [Change] = []
        var unpaired = after.subtracting(before).sorted()
        // First the same path (a type or an isolation changed), then the same name with other
        // argument labels (a parameter renamed, added or removed).
        for key in [\APIDeclaration.path, \APIDeclaration.baseName] {
            added = []
            for declaration in unpaired {
                if let match = removed.firstIndex(where: { $0[keyPath: key] == declaration[keyPath: key] }) {
                    changed.append(Change(old: removed.remove(at: match), new: declaration))
                } else {
                    added.append(declaration)
                }
            }
            unpaired = added
        }
        self.added = added
        self.removed = removed
        self.changed = changed.sorted { $0.new < $1.new }
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// One line per difference, for a person: `+ added`, `- removed`, `~ changed` (old, then new; the
    /// identifiers too when the printed declarations are the same, as for a flipped `@Sendable`).
    public var report: [String] {
        var lines = added.map { "  + added    \($0.path): \($0.declaration)" }
        lines += removed.map { "  - removed  \($0.path): \($0.declaration)" }
        for change in changed {
            let path = change.old.path == change.new.path ? change.new.path : "\(change.old.path) -> \(change.new.path)"
            lines.append("  ~ changed  \(path):")
            if change.old.declaration == change.new.declaration {
                lines.append("      was  \(change.old.declaration)  [\(change.old.identifier)]")
                lines.append("      now  \(change.new.declaration)  [\(change.new.identifier)]")
            } else {
                lines.append("      was  \(change.old.declaration)")
                lines.append("      now  \(change.new.declaration)")
            }
        }
        return lines
    }

    /// `1 added, 2 removed, 1 changed`.
    public var summary: String {
        "\(added.count) added, \(removed.count) removed, \(changed.count) changed"
    }
}
