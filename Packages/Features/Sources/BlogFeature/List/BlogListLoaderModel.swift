import Domain
import FeatureKit
import Services
import VSMKit

/// Loads the first page of the list (page 1 in the app; any page for `blog list --page N`).
public struct BlogListLoaderModel: Sendable, Equatable {
    @Service var repository: any BlogEntryProviding
    /// The page to load first, from 1.
    public let page: Int
    /// Entries per page.
    public let pageSize: Int

    public init(repository: any BlogEntryProviding, page: Int = 1, pageSize: Int = BlogListLoaderModel.defaultPageSize)
    {
        self.repository = repository
        self.page = max(1, page)
        self.pageSize = max(1, pageSize)
    }

    /// Entries per page unless a caller asks otherwise.
    public static let defaultPageSize = 20

    /// `loading`, then `loaded` with the page, or `loading(errorModel:)` when the repository fails.
    @StateSequenceBuilder
    public func loadEntries() -> StateSequence<BlogListViewState> {
        BlogListViewState.loading(errorModel: nil)
        Next { await fetchPage() }
    }

    private func fetchPage() async -> BlogListViewState {
        do {
            let loaded = try await repository.loadEntries(page: page, pageSize: pageSize)
            return .loaded(loadedModel: BlogListLoadedModel(repository: repository, firstPage: loaded))
        } catch {
            return .loading(
                errorModel: BlogListErrorModel(
                    repository: repository, page: page, pageSize: pageSize, message: ErrorMessage.describing(error)))
        }
    }
}
