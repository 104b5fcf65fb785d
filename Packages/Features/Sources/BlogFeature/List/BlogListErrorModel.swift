import FeatureKit
import Services
import VSMKit

/// The first page failed to load: why, and a retry.
public struct BlogListErrorModel: Sendable, Equatable {
    @Service var repository: any BlogEntryProviding
    public let page: Int
    public let pageSize: Int
    /// Why, for people (the error's localized description).
    public let message: String

    public init(repository: any BlogEntryProviding, page: Int, pageSize: Int, message: String) {
        self.repository = repository
        self.page = page
        self.pageSize = pageSize
        self.message = message
    }

    /// Loads the page again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<BlogListViewState> {
        BlogListLoaderModel(repository: repository, page: page, pageSize: pageSize).loadEntries()
    }
}
