import CheckoutFeature
import FeatureKit
import TerminalUITesting
import Testing

/// Every preview of the feature (`CheckoutFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct CheckoutPreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        for failure in SnapshotDirectory(beside: #filePath).failures(of: await CheckoutFeature.previews.screens()) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(CheckoutFeature.previews.problems() == [])
    }
}
