import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

/// The blog entry as a screen of the interactive app: loads on start, `r` retries a failed load or
/// refreshes a loaded entry, arrows scroll.
@MainActor
public final class BlogEntryScreen: ContainerScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<BlogEntryViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    private var scrollOffset = 0

    /// The screen of entry `entryID` from the dependencies' blog.
    public convenience init(entryID: BlogEntryID, dependencies: Dependencies) {
        self.init(loader: BlogEntryLoaderModel(repository: dependencies.blog, entryID: entryID))
    }

    public init(loader: BlogEntryLoaderModel) {
        container = AsyncStateContainer(state: .initialized(loader))
    }

    /// Loads, unless something was loaded already.
    public func begin() {
        if case .initialized(let loader) = container.state {
            container.observe(loader.loadEntry())
        }
    }

    public func screen(size: TerminalSize) -> Screen {
        BlogEntryView.screen(for: container.state, size: size, scrollOffset: scrollOffset)
    }

    /// How far scrolling may go: the last body line at the usual width (the renderer also stops at
    /// the end, this only keeps the arrows from running on past it).
    private var lastScrollableLine: Int {
        max(0, BlogEntryView.screen(for: container.state, size: .fallback).lines.count - 1)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, container.state) {
        case (_, .loading(let errorModel?)):
            return handleRetryKey(key, retry: errorModel.retry())
        case (.character("r"), .loaded(let model)):
            scrollOffset = 0
            container.observe(model.refresh(), policy: .ignoreWhileRunning)
            return .handled
        case (.up, .loaded), (.character("k"), .loaded):
            scrollOffset = max(0, scrollOffset - 1)
            return .handled
        case (.down, .loaded), (.character("j"), .loaded):
            scrollOffset = min(scrollOffset + 1, lastScrollableLine)
            return .handled
        case (.pageUp, .loaded):
            scrollOffset = max(0, scrollOffset - 10)
            return .handled
        case (.pageDown, .loaded):
            scrollOffset = min(scrollOffset + 10, lastScrollableLine)
            return .handled
        default:
            return .ignored
        }
    }
}
