import BlogFeatureInterface
import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The blog's panel for a host screen (home): the newest entries, on the list's own state and
/// models (one page of `count`), so it loads, fails and retries on its own. ↑↓ move, Enter opens
/// the entry (`BlogRoute.entry`), `r` retries a failed load.
@MainActor
public struct LatestEntriesPanelView: TerminalView {
    public static let title = "Latest entries"

    @ViewState var state: BlogListViewState
    @ViewLocal private var selection = 0

    public init(state: ViewState<BlogListViewState>) {
        _state = state
    }

    /// The newest `count` entries of the dependencies' blog.
    public init(dependencies: Dependencies, count: Int) {
        let loaderModel = BlogListLoaderModel(repository: dependencies.blog, pageSize: max(1, count))
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadEntries())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            return Screen(title: Self.title, lines: [Line([.spinner(), " Loading the latest entries…"])])
        case .loading(let errorModel?):
            return Screen.loadFailure(title: Self.title, subject: "the entries", message: errorModel.message)
        case .loaded(let loadedModel) where loadedModel.entries.isEmpty:
            return Screen(title: Self.title, lines: [Line("No entries yet.", style: .color(.muted))])
        case .loaded(let loadedModel):
            let selected = min(selection, loadedModel.entries.count - 1)
            let lines = loadedModel.entries.enumerated().map { index, entry in
                Line.selectable(
                    [Span(entry.title), Span("  " + DateText.day(entry.publishedAt), style: .color(.muted))],
                    isSelected: index == selected)
            }
            return Screen(
                title: Self.title, lines: lines, footer: [KeyHint("enter", "read")], focusedLine: selected)
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.enter, .loaded(let loadedModel)):
            guard let entry = loadedModel.entries[safe: selection] else { return .ignored }
            return .route(BlogRoute.entry(entry.id))
        case (_, .loaded(let loadedModel)):
            guard let row = ListHighlight.row(after: key, from: selection, count: loadedModel.entries.count) else {
                return .ignored
            }
            selection = row
        default:
            return .ignored
        }
        return .handled
    }
}
