import FeatureKit
import Services
import TerminalUI
import VSMKit

extension LatestEntriesPanelView {
    /// The panel's named previews, at the sizes a host gives it (home's panels are short).
    static var previews: [Preview] {
        let sizes = [TerminalSize(columns: 60, rows: 10), TerminalSize(columns: 30, rows: 8)]
        return [
            Preview("latest entries: loaded", sizes: sizes) { showing(await latest(on: $0)) },
            Preview("latest entries: loading", sizes: sizes, dependencies: .preset.blog(.hangs)) {
                LatestEntriesPanelView(dependencies: $0, count: 3)
            },
            Preview(
                "latest entries: load failed", sizes: sizes, dependencies: .preset.blog(.fails(.server(status: 503)))
            ) { showing(await latest(on: $0)) },
            Preview("latest entries: empty", sizes: sizes, dependencies: .preset.blog(.empty)) {
                showing(await latest(on: $0))
            },
            Preview("latest entries: long and unicode text", sizes: sizes, dependencies: BlogPreviewData.longAndUnicode)
            {
                showing(await latest(on: $0))
            },
            Preview("latest entries: narrow terminal", sizes: [TerminalSize(columns: 20, rows: 6)]) {
                showing(await latest(on: $0))
            },
        ]
    }

    private static func latest(on dependencies: Dependencies) async -> BlogListViewState {
        await BlogFeature.loadList(page: 1, pageSize: 3, dependencies: dependencies)
    }

    private static func showing(_ state: BlogListViewState) -> LatestEntriesPanelView {
        LatestEntriesPanelView(state: ViewState(wrappedValue: state))
    }
}
