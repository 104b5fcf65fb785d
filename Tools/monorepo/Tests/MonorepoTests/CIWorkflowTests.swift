import Foundation
import Testing

/// What `make lint`'s actionlint cannot know about the CI workflow and its local actions: that the
/// workflow uses the toolchain of `.swift-version` and every action is pinned to a commit.
@Suite struct CIWorkflowTests {
    static let files = [
        ".github/workflows/ci.yml", ".github/actions/linux-setup/action.yml", ".github/actions/build-cache/action.yml",
    ]
    /// Each file's lines, trimmed.
    let lines: [String: [String]]
    let swiftVersion: String

    init() throws {
        let root = AffectedPackagesTests.root
        var lines: [String: [String]] = [:]
        for file in Self.files {
            lines[file] = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        self.lines = lines
        swiftVersion = try String(contentsOfFile: root + "/.swift-version", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func everyLinuxJobRunsInTheSwiftImageOfSwiftVersion() {
        let images = (lines[Self.files[0]] ?? []).filter { $0.hasPrefix("container:") }
        #expect(images.count == 3, "plan, test and lint: \(images)")
        #expect(images.allSatisfy { $0 == "container: swift:\(swiftVersion)-noble" }, "\(images)")
    }

    @Test func everyActionFromAnotherRepositoryIsPinnedToAFullCommit() {
        let uses = Self.files.flatMap { lines[$0] ?? [] }.filter { $0.hasPrefix("- uses:") || $0.hasPrefix("uses:") }
            .map { $0.replacingOccurrences(of: "- uses:", with: "uses:") }
        #expect(!uses.isEmpty)
        for line in uses where !line.hasPrefix("uses: ./") {
            let reference = line.split(separator: "@").dropFirst().first?.split(separator: " ").first ?? ""
            #expect(reference.count == 40 && reference.allSatisfy(\.isHexDigit), "not pinned to a commit: \(line)")
            #expect(line.contains("# v"), "no release named beside the commit: \(line)")
        }
    }
}
