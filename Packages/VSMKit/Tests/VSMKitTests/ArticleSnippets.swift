import Foundation

/// The Swift snippets of one of VSMKit's DocC articles and the test file that compiles them, both
/// without leading spaces on each line (a snippet may stand indented in a function there), so a
/// test can check that each snippet still stands in its file verbatim.
struct ArticleSnippets {
    /// The ```swift blocks of the article, in order, as written.
    let snippets: [String]
    /// The test file, unindented.
    let source: String

    init(article: String, testFile: String = #filePath) throws {
        let tests = URL(fileURLWithPath: testFile)
        let package = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let articleURL = package.appendingPathComponent("Sources/VSMKit/VSMKit.docc/\(article)")
        snippets = try String(contentsOf: articleURL, encoding: .utf8).components(separatedBy: "```swift\n")
            .dropFirst().map { $0.components(separatedBy: "```")[0] }
        source = Self.unindented(try String(contentsOf: tests, encoding: .utf8))
    }

    /// Whether `code` stands in the test file, ignoring indentation and surrounding blank lines.
    func contains(_ code: String) -> Bool {
        source.contains(Self.unindented(code).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop(while: { $0 == " " }) }
            .joined(separator: "\n")
    }
}
