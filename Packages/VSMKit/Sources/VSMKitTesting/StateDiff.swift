/// A readable, line-by-line comparison of a recorded sequence of states with the expected one.
///
/// ```text
/// States differ: expected 3, recorded 3.
///   ✓ 0: loading
///   ✗ 1: expected loaded(title: "A")
///          recorded loaded(title: "B")
///   ✓ 2: idle
/// ```
public enum StateDiff {
    /// The diff of `actual` against `expected`, or `nil` when they are equal.
    public static func describe<State: Equatable>(expected: [State], actual: [State]) -> String? {
        guard expected != actual else { return nil }
        var lines = ["States differ: expected \(expected.count), recorded \(actual.count)."]
        for index in 0..<max(expected.count, actual.count) {
            switch (index < expected.count ? expected[index] : nil, index < actual.count ? actual[index] : nil) {
            case (let wanted?, let seen?) where wanted == seen:
                lines.append("  ✓ \(index): \(seen)")
            case (let wanted?, let seen?):
                lines.append("  ✗ \(index): expected \(wanted)")
                lines.append("     \(String(repeating: " ", count: String(index).count))recorded \(seen)")
            case (let wanted?, nil):
                lines.append("  - \(index): missing  \(wanted)")
            case (nil, let seen?):
                lines.append("  + \(index): unexpected \(seen)")
            case (nil, nil):
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
