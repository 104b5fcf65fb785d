import Testing

@testable import Monorepo

@Suite struct TimelessDocsTests {
    @Test(arguments: [
        ("measured on 2026-11-28, fast", "a date"),
        ("dates as `\"2026-01-31T09:00:00Z\"`", "a date"),
        ("the run at 09:16 UTC", "a clock time"),
        ("from 23:59 to midnight.", "a clock time"),
        ("the binaries of `e690eac`", "a commit hash"),
        ("then 9d5e65d took longer", "a commit hash"),
        ("at load 0.7, quiet", "a load average"),
        ("load average 1.02 0.87 0.75", "a load average"),
        ("cloned into /work/main", "a machine path"),
        ("see /root/.cache/x", "a machine path"),
        ("in /Users/me/src", "a machine path"),
    ])
    func aLineThatDatesTheDocsIsFound(line: String, kind: String) {
        let found = TimelessDocs.findings(in: "# Title\n\(line)\n", file: "README.md")
        #expect(found.map(\.kind) == [kind])
        #expect(found.first?.line == 2)
    }

    @Test(arguments: [
        "make server   # the dev API server on 127.0.0.1:8080",
        "vsmshop://product/p-0418-natural-small and vsmshop://orders/o-000001",
        "a ratio of 1:2, swift-tools-version: 6.2, the floor (1.20x), 100,000 products",
        "Sources/BlogFeature/Entry/BlogEntryView.swift, ~/.local/bin, a 4-core runner",
        "feeded deadbeef accede, 1234567 items, p-0315-black-120-cm",
        "the upload loaded 3 files; a date with an offset (`+02:00`)",
    ])
    func ordinaryTextIsNotFound(line: String) {
        #expect(TimelessDocs.findings(in: line, file: "README.md").isEmpty)
    }

    @Test func aMakefileIsReadForItsCommentsOnly() {
        let makefile = "# built at 09:16 on 2026-11-28\nTAG := 2026-11-28\n"
        #expect(TimelessDocs.findings(in: makefile, file: "Makefile", commentsOnly: true).map(\.line) == [1, 1])
    }
}
