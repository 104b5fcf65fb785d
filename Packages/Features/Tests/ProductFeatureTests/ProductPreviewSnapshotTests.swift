import FeatureKit
import ProductFeature
import TerminalUITesting
import Testing

/// Every preview of the feature (`ProductFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct ProductPreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        for failure in SnapshotDirectory(beside: #filePath).failures(of: await ProductFeature.previews.screens()) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(ProductFeature.previews.problems() == [])
    }
}
