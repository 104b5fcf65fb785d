import Foundation
import Testing

@testable import Domain

struct BlogEntryTests {
    private func entry(body: String, tags: [String] = []) -> BlogEntry {
        BlogEntry(
            id: 1, title: "Hello", body: body, author: "Ada",
            publishedAt: Date(timeIntervalSince1970: 1_700_000_000), tags: tags)
    }

    @Test(
        "The summary is the first non-empty paragraph",
        arguments: [
            ("First.\n\nSecond.", "First."),
            ("\n\nAfter blank lines.\nMore.", "After blank lines."),
            ("Only one.", "Only one."),
            ("", ""),
            ("\n\n", ""),
        ])
    func theSummaryIsTheFirstParagraph(body: String, expected: String) {
        #expect(entry(body: body).summary == expected)
    }

    @Test func tagsDefaultToNone() {
        #expect(entry(body: "x").tags.isEmpty)
        #expect(entry(body: "x", tags: ["swift", "vsm"]).tags == ["swift", "vsm"])
    }

    @Test func theEntryIsIdentifiedByItsNumber() {
        let entry = entry(body: "x")
        #expect(entry.id == 1)
        #expect(entry.publishedAt == Date(timeIntervalSince1970: 1_700_000_000))
    }
}
