import FeatureKit
import Services
import TerminalUI
import VSMKit

extension BlogListView {
    /// The list's named previews: each phase, no entries, text that is long or wide, a narrow
    /// terminal, a selection moved by keys.
    static var previews: [Preview] {
        [
            Preview("list: loaded") { showing(await BlogFeature.loadList(dependencies: $0)) },
            Preview("list: loading", dependencies: .preset.blog(.hangs)) { BlogListView(dependencies: $0) },
            Preview("list: load failed", dependencies: .preset.blog(.fails(.timeout))) {
                showing(await BlogFeature.loadList(dependencies: $0))
            },
            Preview("list: empty", dependencies: .preset.blog(.empty)) {
                showing(await BlogFeature.loadList(dependencies: $0))
            },
            Preview("list: long and unicode text", dependencies: BlogPreviewData.longAndUnicode) {
                showing(await BlogFeature.loadList(dependencies: $0))
            },
            Preview("list: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 12)]) {
                showing(await BlogFeature.loadList(dependencies: $0))
            },
            Preview("list: third entry selected", keys: [.down, .down]) {
                showing(await BlogFeature.loadList(dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: BlogListViewState) -> BlogListView {
        BlogListView(state: ViewState(wrappedValue: state))
    }
}
