import FeatureKit
import TerminalUITesting
import Testing
import __Name__Feature

/// Every preview of the feature (`__Name__Feature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct __Name__PreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        for failure in SnapshotDirectory(beside: #filePath).failures(of: await __Name__Feature.previews.screens()) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(__Name__Feature.previews.problems() == [])
    }
}
