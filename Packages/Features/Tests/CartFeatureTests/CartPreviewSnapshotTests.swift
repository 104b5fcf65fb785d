import CartFeature
import FeatureKit
import TerminalUITesting
import Testing

/// Every preview of the feature (`CartFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct CartPreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        let snapshots = SnapshotDirectory(beside: #filePath)
        for preview in CartFeature.previews {
            for (size, screen) in await preview.screens() {
                if let failure = snapshots.verify(ScreenSnapshot(screen, size: size), named: preview.name, size: size) {
                    Issue.record(Comment(rawValue: failure))
                }
            }
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(CartFeature.previews.problems() == [])
    }
}
