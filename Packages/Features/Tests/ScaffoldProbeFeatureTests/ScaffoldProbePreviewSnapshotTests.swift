import FeatureKit
import ScaffoldProbeFeature
import TerminalUITesting
import Testing

/// Every preview of the feature (`ScaffoldProbeFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct ScaffoldProbePreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        for failure in SnapshotDirectory(beside: #filePath).failures(of: await ScaffoldProbeFeature.previews.screens())
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(ScaffoldProbeFeature.previews.problems() == [])
    }
}
