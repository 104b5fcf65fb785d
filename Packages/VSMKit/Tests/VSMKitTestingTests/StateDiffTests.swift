import Testing
import VSMKit
import VSMKitTesting

struct StateDiffTests {
    @Test func equalSequencesHaveNoDiff() {
        #expect(StateDiff.describe(expected: [1, 2], actual: [1, 2]) == nil)
    }

    @Test func theDiffMarksMatchesMismatchesMissingAndUnexpectedStates() {
        let mismatch = StateDiff.describe(expected: ["loading", "loaded"], actual: ["loading", "failed"])
        #expect(
            mismatch == """
                States differ: expected 2, recorded 2.
                  ✓ 0: loading
                  ✗ 1: expected loaded
                      recorded failed
                """)
        let missing = StateDiff.describe(expected: [1, 2, 3], actual: [1])
        #expect(missing?.contains("  - 1: missing  2") == true)
        #expect(missing?.contains("  - 2: missing  3") == true)
        let unexpected = StateDiff.describe(expected: [1], actual: [1, 9])
        #expect(unexpected?.contains("  + 1: unexpected 9") == true)
        #expect(unexpected?.hasPrefix("States differ: expected 1, recorded 2.") == true)
    }

    @Test func expectStatesRecordsAnIssueWithTheDiffOnAMismatch() {
        withKnownIssue {
            expectStates([1, 2], equal: [1, 3])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("✗ 1: expected 3") }
        }
    }

    @Test func expectStatesRecordsNothingWhenTheStatesMatch() {
        expectStates(["a"], equal: ["a"])
    }
}
