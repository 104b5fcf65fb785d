import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

extension BlogEntryView {
    /// The entry's named previews: each phase, text that is long or wide, a narrow terminal.
    static var previews: [Preview] {
        [
            Preview("entry: loaded") { showing(await BlogFeature.loadEntry(id: 1, dependencies: $0)) },
            Preview("entry: loading", dependencies: .preset.blog(.hangs)) { dependencies in
                BlogEntryView(entryID: 1, dependencies: dependencies)
            },
            Preview("entry: load failed", dependencies: .preset.blog(.fails(.offline("no network")))) {
                showing(await BlogFeature.loadEntry(id: 1, dependencies: $0))
            },
            Preview("entry: not found", dependencies: .preset.blog(.empty)) {
                showing(await BlogFeature.loadEntry(id: 42, dependencies: $0))
            },
            Preview("entry: refreshing", keys: [.character("r")]) {
                showing(await BlogFeature.loadEntry(id: 1, dependencies: $0))
            },
            Preview("entry: long and unicode text", dependencies: BlogPreviewData.longAndUnicode) {
                showing(await BlogFeature.loadEntry(id: 1, dependencies: $0))
            },
            Preview("entry: narrow terminal", sizes: [TerminalSize(columns: 24, rows: 12)]) {
                showing(await BlogFeature.loadEntry(id: 1, dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: BlogEntryViewState) -> BlogEntryView {
        BlogEntryView(state: ViewState(wrappedValue: state))
    }
}
