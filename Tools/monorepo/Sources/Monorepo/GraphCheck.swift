import Foundation

/// Compares the committed DOT with the one the manifests give now (as text, so it needs no Graphviz).
public enum GraphCheck {
    /// `nil` when they match; otherwise a message naming the first line that differs.
    public static func mismatch(committed: String, current: String) -> String? {
        guard committed != current else { return nil }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = current.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = line < old.count ? String(old[line]) : "(end of file)"
        let now = line < new.count ? String(new[line]) : "(end of file)"
        return "line \(line + 1): committed `\(was.trimmingCharacters(in: .whitespaces))`, "
            + "the manifests give `\(now.trimmingCharacters(in: .whitespaces))`"
    }
}
