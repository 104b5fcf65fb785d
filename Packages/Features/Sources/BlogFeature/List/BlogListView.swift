import BlogFeatureInterface
import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The blog list: loads the first page when it appears; arrows move, moving past the last entry
/// (or `n`) loads the next page, `r` retries what failed, Enter opens the entry.
@MainActor
public struct BlogListView: TerminalView {
    @ViewState var state: BlogListViewState
    @ViewLocal private var selection = 0

    public init(state: ViewState<BlogListViewState>) {
        _state = state
    }

    /// The list of the dependencies' blog, from its first page.
    public init(dependencies: Dependencies, pageSize: Int = BlogListLoaderModel.defaultPageSize) {
        let loaderModel = BlogListLoaderModel(repository: dependencies.blog, pageSize: pageSize)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadEntries())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, selection: selection, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no `selection`).
    static func screen(for state: BlogListViewState, selection: Int?, width: Int) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            Screen(title: "Blog", lines: [Line([.spinner(), " Loading entries…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            Screen.loadFailure(title: "Blog", subject: "the entries", message: errorModel.message)
        case .loaded(let loadedModel):
            loadedScreen(loadedModel, selection: selection, width: max(20, width))
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
            return .handled
        case (_, .loaded(let loadedModel)):
            return handle(key, in: loadedModel)
        default:
            return .ignored
        }
    }

    private func handle(_ key: Key, in loadedModel: BlogListLoadedModel) -> KeyOutcome {
        let count = loadedModel.entries.count
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            if selection < count - 1 {
                selection += 1
            } else if loadedModel.paging == .idle {
                $state.observe(loadedModel.loadNextPage(), policy: .ignoreWhileRunning)
            }
        case .pageUp:
            selection = max(0, selection - 10)
        case .pageDown:
            selection = max(0, min(count - 1, selection + 10))
        case .home:
            selection = 0
        case .end:
            selection = max(0, count - 1)
        case .character("n"):
            $state.observe(loadedModel.loadNextPage(), policy: .ignoreWhileRunning)
        case .character("r"):
            guard case .failed = loadedModel.paging else { return .ignored }
            $state.observe(loadedModel.retryNextPage(), policy: .ignoreWhileRunning)
        case .enter:
            guard let entry = loadedModel.entries[safe: selection] else { return .ignored }
            return .route(BlogRoute.entry(entry.id))
        default:
            return .ignored
        }
        return .handled
    }

    private static func loadedScreen(_ loadedModel: BlogListLoadedModel, selection: Int?, width: Int) -> Screen {
        guard !loadedModel.entries.isEmpty else {
            return Screen(
                title: "Blog", lines: [Line("No entries yet.", style: .color(.muted))],
                footer: [KeyHint("esc", "back")])
        }
        let selected = selection.map { min(max(0, $0), loadedModel.entries.count - 1) }
        let table = Table(
            columns: [
                .init("#", width: .fit(maximum: 8), alignment: .right), .init("Title", width: .fill(minimum: 12)),
                .init("Author", width: .fit(maximum: 18)), .init("Date", width: .fixed(10)),
            ],
            rows: loadedModel.entries.map { entry in
                Table.Row([
                    Span("\(entry.id)", style: .color(.muted)), Span(entry.title), Span(entry.author),
                    Span(DateText.day(entry.publishedAt), style: .color(.muted)),
                ])
            },
            selectedRow: selected)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(pagingLine(loadedModel))
        var footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        switch loadedModel.paging {
        case .failed: footer.append(KeyHint("r", "retry"))
        case .idle where loadedModel.hasNextPage: footer.append(KeyHint("n", "more"))
        default: break
        }
        footer.append(KeyHint("esc", "back"))
        return Screen(
            title: "Blog", lines: lines, footer: footer, focusedLine: selected.map(table.lineIndex(ofRow:)))
    }

    private static func pagingLine(_ loadedModel: BlogListLoadedModel) -> Line {
        let page = loadedModel.lastPage
        let position =
            loadedModel.firstPageNumber == page.number
            ? "Page \(page.number) of \(page.totalPages)"
            : "Pages \(loadedModel.firstPageNumber)–\(page.number) of \(page.totalPages)"
        let summary = "\(position) · \(loadedModel.entries.count) of \(page.totalItems) entries"
        switch loadedModel.paging {
        case .loadingNextPage:
            return Line([.spinner(), Span(" Loading page \(page.number + 1)…")])
        case .failed(let message):
            return Line([
                Span("Could not load page \(page.number + 1): ", style: .color(.error)), Span(message),
                Span(" (press r to retry)", style: .color(.muted)),
            ])
        case .idle:
            return Line(summary, style: .color(.muted))
        }
    }
}

extension BlogListViewState {
    @MainActor public func printout(width: Int) -> Screen {
        BlogListView.screen(for: self, selection: nil, width: width)
    }
}
