import BlogFeature
import FeatureKit
import TerminalUITesting
import Testing

/// Every preview of the feature (`BlogFeature.previews`), at each of its sizes, against its
/// committed snapshot in `__Snapshots__/` beside this file (`make snapshots` records them again).
@MainActor
struct BlogPreviewSnapshotTests {
    @Test func everyPreviewMatchesItsSnapshotsAtEachSize() async {
        let snapshots = SnapshotDirectory(beside: #filePath)
        for preview in BlogFeature.previews {
            for (size, screen) in await preview.screens() {
                if let failure = snapshots.verify(ScreenSnapshot(screen, size: size), named: preview.name, size: size) {
                    Issue.record(Comment(rawValue: failure))
                }
            }
        }
    }

    @Test func everyFlowHasAtLeastFourUniquelyNamedPreviews() {
        #expect(BlogFeature.previews.problems() == [])
    }
}
