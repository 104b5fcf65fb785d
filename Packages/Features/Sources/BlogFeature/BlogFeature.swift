import BlogFeatureInterface
import Domain
import FeatureKit
import HomeFeatureInterface
import Services
import TerminalUI
import VSMKit

/// The blog feature's public surface besides its views (``BlogListView``, ``BlogEntryView``): the
/// headless entry points, which run the same models on a container of their own and return the
/// final state, for one-shot commands (`blog list --page N`, `blog show ID`).
///
/// Their transitions are traced through VSMKit's `StateTracing`, like the interactive app's.
public enum BlogFeature {
    /// The blog as the app registers it: its routes (``BlogRoute``, parsed from its links) and the
    /// view for each.
    @MainActor
    public static func registration(dependencies: Dependencies) -> FeatureRegistration {
        FeatureRegistration(BlogRoute.self) { route in
            switch route {
            case .list: BlogListView(dependencies: dependencies)
            case .entry(let id): BlogEntryView(entryID: id, dependencies: dependencies)
            }
        }
    }

    /// The blog's panel on home, its latest entries (``HomeFeatureInterface/HomePanel/latestEntries(view:)``).
    @MainActor
    public static func homePanel(dependencies: Dependencies) -> HomePanel {
        .latestEntries { count in LatestEntriesPanelView(dependencies: dependencies, count: count) }
    }

    /// Loads one page of entries: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadList(
        page: Int = 1, pageSize: Int = BlogListLoaderModel.defaultPageSize, dependencies: Dependencies
    ) async -> BlogListViewState {
        let loaderModel = BlogListLoaderModel(repository: dependencies.blog, page: page, pageSize: pageSize)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.loadEntries())
        }
    }

    /// Loads one entry: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadEntry(id: BlogEntryID, dependencies: Dependencies) async -> BlogEntryViewState {
        let loaderModel = BlogEntryLoaderModel(repository: dependencies.blog, entryID: id)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.loadEntry())
        }
    }
}
