import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// The blog list as a screen of the interactive app: loads the first page on start; arrows move,
/// moving past the last entry (or `n`) loads the next page, `r` retries what failed, Enter opens
/// the entry.
@MainActor
public final class BlogListScreen: ContainerScreen {
    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<BlogListViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    /// The highlighted entry.
    public private(set) var selection = 0
    private let repository: any BlogEntryProviding

    /// The list of the dependencies' blog.
    public convenience init(dependencies: Dependencies, pageSize: Int = BlogListLoaderModel.defaultPageSize) {
        self.init(loader: BlogListLoaderModel(repository: dependencies.blog, pageSize: pageSize))
    }

    public init(loader: BlogListLoaderModel) {
        repository = loader.repository
        container = AsyncStateContainer(state: .initialized(loader))
    }

    /// Loads, unless something was loaded already.
    public func begin() {
        if case .initialized(let loader) = container.state {
            container.observe(loader.loadEntries())
        }
    }

    public func screen(size: TerminalSize) -> Screen {
        BlogListView.screen(for: container.state, size: size, selection: selection)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch container.state {
        case .loading(let errorModel?):
            return handleRetryKey(key, retry: errorModel.retry())
        case .loaded(let model):
            return handle(key, in: model)
        case .initialized, .loading(nil):
            return .ignored
        }
    }

    private func handle(_ key: Key, in model: BlogListLoadedModel) -> KeyOutcome {
        let count = model.entries.count
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            if selection < count - 1 {
                selection += 1
            } else if model.paging == .idle {
                container.observe(model.loadNextPage(), policy: .ignoreWhileRunning)
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
            container.observe(model.loadNextPage(), policy: .ignoreWhileRunning)
        case .character("r"):
            guard case .failed = model.paging else { return .ignored }
            container.observe(model.retryNextPage(), policy: .ignoreWhileRunning)
        case .enter:
            guard let entry = model.entries[safe: selection] else { return .ignored }
            return .push(BlogEntryScreen(loader: BlogEntryLoaderModel(repository: repository, entryID: entry.id)))
        default:
            return .ignored
        }
        return .handled
    }
}
