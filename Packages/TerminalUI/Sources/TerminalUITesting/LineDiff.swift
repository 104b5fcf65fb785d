/// A unified-style diff of two texts by line, for snapshot failures: `--- expected`, `+++ actual`,
/// then each hunk (`@@ -first,count +first,count @@`) with up to two unchanged lines around the
/// changes, removed lines `-`, added lines `+`.
public enum LineDiff {
    /// The diff of `expected` and `actual`; empty when they are equal.
    public static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        guard old != new else { return "" }
        let edits = script(old, new)
        var output = ["--- expected", "+++ actual"]
        var index = 0
        while index < edits.count {
            guard edits[index].kind != " " else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change to `context` lines after the last
            // change closer than 2 × context lines.
            let start = max(0, index - context)
            var end = index
            while end < edits.count {
                if edits[end].kind != " " {
                    end += 1
                    continue
                }
                let nextChange = edits[end...].firstIndex { $0.kind != " " } ?? edits.count
                if nextChange - end > 2 * context || nextChange == edits.count {
                    end = min(edits.count, end + context)
                    break
                }
                end = nextChange
            }
            let hunk = edits[start..<end]
            let oldFirst = (hunk.first?.oldLine ?? 0) + 1
            let newFirst = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            output.append("@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@")
            output += hunk.map { "\($0.kind)\($0.text)" }
            index = end
        }
        return output.joined(separator: "\n")
    }

    private struct Edit {
        /// `" "` unchanged, `"-"` only in the expected text, `"+"` only in the actual one.
        let kind: Character
        let text: String
        /// The lines of each text before this one.
        let oldLine: Int
        let newLine: Int
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The edit script from the longest common subsequence (snapshots are a screen long, so the
    /// quadratic table is small).
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(Edit(kind: " ", text: old[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                // Removals first, then additions: the expected line reads above its replacement.
                edits.append(Edit(kind: "-", text: old[i], oldLine: i, newLine: j))
                i += 1
            } else {
                edits.append(Edit(kind: "+", text: new[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return edits
    }
}
