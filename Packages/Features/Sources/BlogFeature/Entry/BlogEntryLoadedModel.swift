import Domain
import FeatureKit
import Services
import VSMKit

/// An entry on show. Refreshing keeps it on show (marked as refreshing) until the new one arrives;
/// a failed refresh keeps it too, with the reason.
public struct BlogEntryLoadedModel: Sendable, Equatable {
    @Service var repository: any BlogEntryProviding
    public let entry: BlogEntry
    /// Whether a refresh is in flight (the entry shown is the previous one).
    public let isRefreshing: Bool
    /// Why the last refresh failed, if it did.
    public let refreshFailure: String?

    public init(
        repository: any BlogEntryProviding, entry: BlogEntry, isRefreshing: Bool = false, refreshFailure: String? = nil
    ) {
        self.repository = repository
        self.entry = entry
        self.isRefreshing = isRefreshing
        self.refreshFailure = refreshFailure
    }

    /// The same entry marked as refreshing, then the reloaded entry (or the same entry with the
    /// reason the refresh failed). Never a blank screen.
    @StateSequenceBuilder
    public func refresh() -> StateSequence<BlogEntryViewState> {
        BlogEntryViewState.loaded(
            loadedModel: BlogEntryLoadedModel(repository: repository, entry: entry, isRefreshing: true))
        Next { await reload() }
    }

    private func reload() async -> BlogEntryViewState {
        do {
            let fresh = try await repository.loadEntry(entryId: entry.id)
            return .loaded(loadedModel: BlogEntryLoadedModel(repository: repository, entry: fresh))
        } catch {
            let kept = BlogEntryLoadedModel(
                repository: repository, entry: entry, refreshFailure: ErrorMessage.describing(error))
            return .loaded(loadedModel: kept)
        }
    }
}

extension BlogEntryLoadedModel: CustomStringConvertible {
    public var description: String {
        var text = "#\(entry.id) \"\(entry.title)\""
        if isRefreshing { text += ", refreshing" }
        if let refreshFailure { text += ", refresh failed: \(refreshFailure)" }
        return text
    }
}
