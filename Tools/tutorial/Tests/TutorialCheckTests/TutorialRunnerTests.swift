import Foundation
import Testing

@testable import TutorialCheck

/// The runner in a temporary folder of each test's own.
struct TutorialRunnerTests {
    private func temporaryRoot() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    private func runner(_ root: String) -> TutorialRunner {
        var runner = TutorialRunner(root: root)
        runner.log = { _ in }
        runner.screenTimeout = .seconds(30)
        return runner
    }

    @Test func editsFilesAndRunsCommandsInTheCopy() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let steps = try TutorialDocument.steps(
            in: """
                ## 1. Write
                Create `a/b.txt`:
                ```swift
                first
                ```
                In `a/b.txt`, after the line `first`:
                ```swift
                second
                ```
                ```sh
                grep -q second a/b.txt
                ```
                """)
        try runner(root).run(steps)
        #expect(try String(contentsOfFile: root + "/a/b.txt", encoding: .utf8) == "first\nsecond\n")
    }

    @Test func aFailingCommandFailsItsStep() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let steps = try TutorialDocument.steps(in: "## 2. Build\n```sh\ntrue\nexit 3\n```\n")
        #expect(throws: TutorialFailure("tutorial-check: step 2. Build: line 4: `exit 3` failed with exit status 3")) {
            try runner(root).run(steps)
        }
    }

    @Test func aMissingMarkerFailsItsStepNamingTheFile() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "x\n".write(toFile: root + "/f.swift", atomically: true, encoding: .utf8)
        let steps = try TutorialDocument.steps(
            in: "## 3. Edit\nIn `f.swift`, after the line `// here`:\n```swift\ny\n```\n")
        #expect(
            throws: TutorialFailure(
                "tutorial-check: step 3. Edit: line 3: f.swift has no line `// here` to put the block after")
        ) {
            try runner(root).run(steps)
        }
    }

    @Test func aScreenIsCheckedInATerminalAndLeftWithItsKey() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = "printf 'Home\\nQuokka\\n'; read -r -n1 key; [ \"$key\" = q ]"
        let shown = try TutorialDocument.steps(
            in: "## 5. Look\n```sh\nbash -c \"\(app)\"\n```\nIt shows (quit with `q`):\n```text\nQuokka\n```\n")
        try runner(root).run(shown)

        let missing = try TutorialDocument.steps(
            in: "## 5. Look\n```sh\nbash -c \"\(app)\"\n```\nIt shows (quit with `q`):\n```text\nWombat\n```\n")
        var impatient = runner(root)
        impatient.screenTimeout = .seconds(2)
        #expect(throws: TutorialFailure.self) { try impatient.run(missing) }
    }
}
