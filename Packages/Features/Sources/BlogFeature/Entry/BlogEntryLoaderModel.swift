import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one blog entry: `loading`, then the entry or an error model that can retry.
public struct BlogEntryLoaderModel: Sendable, Equatable {
    @Service var repository: any BlogEntryProviding
    /// The entry to load.
    public let entryID: BlogEntryID

    public init(repository: any BlogEntryProviding, entryID: BlogEntryID) {
        self.repository = repository
        self.entryID = entryID
    }

    /// `loading`, then `loaded` with the entry, or `loading(errorModel:)` when the repository fails.
    @StateSequenceBuilder
    public func loadEntry() -> StateSequence<BlogEntryViewState> {
        BlogEntryViewState.loading(errorModel: nil)
        Next { await fetchEntry() }
    }

    private func fetchEntry() async -> BlogEntryViewState {
        do {
            let entry = try await repository.loadEntry(entryId: entryID)
            return .loaded(loadedModel: BlogEntryLoadedModel(repository: repository, entry: entry))
        } catch {
            let errorModel = BlogEntryErrorModel(
                repository: repository, entryID: entryID, message: ErrorMessage.describing(error))
            return .loading(errorModel: errorModel)
        }
    }
}
