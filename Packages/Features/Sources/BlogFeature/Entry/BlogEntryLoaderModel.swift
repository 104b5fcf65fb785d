import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one blog entry: `loading`, then the entry or an error model that can retry.
public struct BlogEntryLoaderModel: Sendable {
    let repository: any BlogEntryProviding
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
            return .loaded(BlogEntryLoadedModel(repository: repository, entry: entry))
        } catch {
            return .loading(
                errorModel: BlogEntryErrorModel(
                    repository: repository, entryID: entryID, message: ErrorMessage.describing(error)))
        }
    }
}

extension BlogEntryLoaderModel: Equatable {
    /// Equal when they load the same entry (the repository is a service, not data).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entryID == rhs.entryID
    }
}
