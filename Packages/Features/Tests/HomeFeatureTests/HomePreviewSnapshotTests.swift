import FeatureKit
import HomeFeature
import TerminalUITesting
import Testing

/// Every preview of the feature (`HomeFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct HomePreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        for failure in SnapshotDirectory(beside: #filePath).failures(of: await HomeFeature.previews.screens()) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(HomeFeature.previews.problems() == [])
    }
}
