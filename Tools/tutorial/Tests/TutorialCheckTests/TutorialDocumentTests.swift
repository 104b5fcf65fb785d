import Testing

@testable import TutorialCheck

struct TutorialDocumentTests {
    @Test func readsStepsWithTheirCommandsEditsAndScreens() throws {
        let markdown = """
            # Your first feature

            ## 1. Scaffold

            ```sh
            # a comment
            make new-feature NAME=Quokka
            ```

            Create `Sources/A.swift`:

            ```swift
            let a = 1
            ```

            ## 2. See it

            In `Sources/A.swift`, after the line `let a = 1`:

            ```swift
            let b = 2
            ```

            ```sh
            make run
            ```

            The app shows (quit with `q`):

            ```text
            Quokka
            ```

            ## What next
            """
        let steps = try TutorialDocument.steps(in: markdown)
        #expect(steps.map(\.title) == ["1. Scaffold", "2. See it"])
        #expect(
            steps[0].actions == [
                .command("make new-feature NAME=Quokka", line: 7),
                .edit(FileEdit(path: "Sources/A.swift", placement: .wholeFile, contents: "let a = 1"), line: 12),
            ])
        #expect(
            steps[1].actions == [
                .edit(
                    FileEdit(path: "Sources/A.swift", placement: .after(marker: "let a = 1"), contents: "let b = 2"),
                    line: 20),
                .interactive("make run", shows: ["Quokka"], quit: "q", line: 25),
            ])
    }

    @Test func aSwiftBlockWithoutItsFileFailsNamingTheStep() {
        let markdown = "## 4. Write a test\n\nAdd this:\n\n```swift\nlet x = 1\n```\n"
        #expect(throws: TutorialFailure.self) { try TutorialDocument.steps(in: markdown) }
        do {
            _ = try TutorialDocument.steps(in: markdown)
        } catch {
            #expect(error.message.hasPrefix("step 4. Write a test, line 5: a Swift block must say its file"))
        }
    }

    @Test func aBlockOutsideANumberedStepFails() {
        #expect(throws: TutorialFailure("line 1: a code block before the first numbered step")) {
            try TutorialDocument.steps(in: "```sh\nls\n```\n")
        }
    }

    @Test func aScreenNeedsTheCommandBeforeItAndAWayOut() {
        #expect(throws: TutorialFailure.self) {
            try TutorialDocument.steps(in: "## 1. A\n\nIt shows (quit with `q`):\n\n```text\nx\n```\n")
        }
        #expect(throws: TutorialFailure.self) {
            try TutorialDocument.steps(in: "## 1. A\n\n```sh\nmake run\n```\n\nIt shows:\n\n```text\nx\n```\n")
        }
    }
}
