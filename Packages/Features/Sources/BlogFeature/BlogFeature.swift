import Domain
import FeatureKit
import Services
import VSMKit

/// The blog feature's headless entry points: they run the same models as the interactive screens
/// (``BlogListScreen``, ``BlogEntryScreen``) on a container of their own and return the final
/// state, for one-shot commands (`blog list --page N`, `blog show ID`).
///
/// `trace`, when given, receives one line per trace event of the container (each transition with
/// the `observe` call it came from), e.g. for `--trace`.
public enum BlogFeature {
    /// Loads one page of entries: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadList(
        page: Int = 1, pageSize: Int = BlogListLoaderModel.defaultPageSize, dependencies: Dependencies,
        trace: (@Sendable (String) -> Void)? = nil
    ) async -> BlogListViewState {
        let loader = BlogListLoaderModel(repository: dependencies.blog, page: page, pageSize: pageSize)
        return await HeadlessRun.run(from: BlogListViewState.initialized(loader), trace: trace) { container in
            await container.refresh(loader.loadEntries())
        }
    }

    /// Loads one entry: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func loadEntry(
        id: BlogEntryID, dependencies: Dependencies, trace: (@Sendable (String) -> Void)? = nil
    ) async -> BlogEntryViewState {
        let loader = BlogEntryLoaderModel(repository: dependencies.blog, entryID: id)
        return await HeadlessRun.run(from: BlogEntryViewState.initialized(loader), trace: trace) { container in
            await container.refresh(loader.loadEntry())
        }
    }
}
