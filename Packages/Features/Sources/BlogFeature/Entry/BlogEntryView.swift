import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// One blog entry, the VSM seed's `BlogEntryView` on a terminal: loads when it appears, `r`
/// retries a failed load or refreshes a loaded entry, arrows scroll.
///
/// It differs from the seed's SwiftUI view only where a terminal does: `render(size:)` returns a
/// `Screen` instead of `body`, keys replace buttons, and the scroll offset is view-local data.
@MainActor
public struct BlogEntryView: TerminalView {
    @ViewState var state: BlogEntryViewState
    @ViewLocal private var scrollOffset = 0

    public init(state: ViewState<BlogEntryViewState>) {
        _state = state
    }

    /// The view of entry `entryID` from the dependencies' blog.
    public init(entryID: BlogEntryID, dependencies: Dependencies) {
        let loaderModel = BlogEntryLoaderModel(repository: dependencies.blog, entryID: entryID)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.loadEntry())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, scrollOffset: scrollOffset, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (from the top).
    static func screen(for state: BlogEntryViewState, scrollOffset: Int, width: Int) -> Screen {
        switch state {
        case .initialized(let loaderModel):
            Screen(
                title: "Blog entry #\(loaderModel.entryID)", lines: [Line([.spinner(), " Loading…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(nil):
            Screen(
                title: "Blog entry", lines: [Line([.spinner(), " Loading the entry…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            Screen.loadFailure(
                title: "Blog entry #\(errorModel.entryID)", subject: "the entry", message: errorModel.message)
        case .loaded(let loadedModel):
            Screen(
                title: loadedModel.entry.title, lines: lines(for: loadedModel, width: max(10, width)),
                footer: [KeyHint("↑↓", "scroll"), KeyHint("r", "refresh"), KeyHint("esc", "back")],
                scrollOffset: scrollOffset)
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("r"), .loaded(let loadedModel)):
            scrollOffset = 0
            $state.observe(loadedModel.refresh(), policy: .ignoreWhileRunning)
        case (.up, .loaded), (.character("k"), .loaded):
            scroll(by: -1)
        case (.down, .loaded), (.character("j"), .loaded):
            scroll(by: 1)
        case (.pageUp, .loaded):
            scroll(by: -10)
        case (.pageDown, .loaded):
            scroll(by: 10)
        default:
            return .ignored
        }
        return .handled
    }

    /// Scrolls, stopping at the last body line at the usual width (the renderer also stops at the
    /// end; this only keeps the arrows from running on past it).
    private func scroll(by lines: Int) {
        let lastLine = max(0, render(size: .fallback).lines.count - 1)
        scrollOffset = min(max(0, scrollOffset + lines), lastLine)
    }

    private static func lines(for loadedModel: BlogEntryLoadedModel, width: Int) -> [Line] {
        let entry = loadedModel.entry
        var byline = "by \(entry.author) · \(DateText.day(entry.publishedAt))"
        if !entry.tags.isEmpty { byline += " · " + entry.tags.joined(separator: ", ") }
        var lines = Line.wrapping(byline, width: width, style: .color(.muted))
        if loadedModel.isRefreshing {
            lines.append(Line([.spinner(), " Refreshing…"]))
        } else if let failure = loadedModel.refreshFailure {
            lines.append(Line([Span("Could not refresh: ", style: .color(.error)), Span(failure)]))
        }
        lines.append(.empty)
        lines.append(contentsOf: Line.wrapping(entry.body, width: width))
        return lines
    }
}

extension BlogEntryViewState {
    @MainActor public func printout(width: Int) -> Screen {
        BlogEntryView.screen(for: self, scrollOffset: 0, width: width)
    }
}
