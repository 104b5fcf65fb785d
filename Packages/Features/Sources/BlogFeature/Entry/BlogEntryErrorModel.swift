import Domain
import FeatureKit
import Services
import VSMKit

/// A failed load: what went wrong, and a retry.
public struct BlogEntryErrorModel: Sendable, Equatable {
    @Service var repository: any BlogEntryProviding
    /// The entry that could not be loaded.
    public let entryID: BlogEntryID
    /// Why, for people (the error's localized description).
    public let message: String

    public init(repository: any BlogEntryProviding, entryID: BlogEntryID, message: String) {
        self.repository = repository
        self.entryID = entryID
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<BlogEntryViewState> {
        BlogEntryLoaderModel(repository: repository, entryID: entryID).loadEntry()
    }
}
