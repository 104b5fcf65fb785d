import Domain
import FeatureKit
import Services
import VSMKit

/// Entries on show, and the next page: loading it appends its entries; a failure keeps what was
/// loaded and can be retried.
public struct BlogListLoadedModel: Sendable, Equatable, MutatingCopyable {
    @Service var repository: any BlogEntryProviding
    /// Every entry loaded so far, in the repository's order (newest first), without duplicates.
    public let entries: [BlogEntry]
    /// The page loaded last: its number, size and the totals.
    public let lastPage: Page<BlogEntry>
    /// The number of the first page loaded.
    public let firstPageNumber: Int
    /// Loading more.
    public var paging: BlogListPaging

    /// The list after its first page.
    public init(repository: any BlogEntryProviding, firstPage: Page<BlogEntry>) {
        self.init(
            repository: repository, entries: firstPage.items, lastPage: firstPage, firstPageNumber: firstPage.number,
            paging: .idle)
    }

    /// The list with `entries` shown from pages `firstPageNumber...lastPage.number`.
    public init(
        repository: any BlogEntryProviding, entries: [BlogEntry], lastPage: Page<BlogEntry>, firstPageNumber: Int,
        paging: BlogListPaging
    ) {
        self.repository = repository
        self.entries = entries
        self.lastPage = lastPage
        self.firstPageNumber = firstPageNumber
        self.paging = paging
    }

    /// Whether there are pages after the last one loaded.
    public var hasNextPage: Bool { lastPage.hasNextPage }

    /// The list marked as loading, then the list with the next page appended (or the same list
    /// with the reason it failed). Nothing when there is no next page or one is loading already.
    @StateSequenceBuilder
    public func loadNextPage() -> StateSequence<BlogListViewState> {
        if hasNextPage, paging != .loadingNextPage {
            BlogListViewState.loaded(loadedModel: copy(mutatingPath: \.paging, value: .loadingNextPage))
            Next { await fetchNextPage() }
        }
    }

    /// Tries the failed page again (the same as ``loadNextPage()``).
    public func retryNextPage() -> StateSequence<BlogListViewState> {
        loadNextPage()
    }

    private func fetchNextPage() async -> BlogListViewState {
        do {
            let next = try await repository.loadEntries(page: lastPage.number + 1, pageSize: lastPage.pageSize)
            // Entries published meanwhile shift the pages: never show an entry twice.
            let known = Set(entries.map(\.id))
            let appended = entries + next.items.filter { !known.contains($0.id) }
            return .loaded(
                loadedModel: BlogListLoadedModel(
                    repository: repository, entries: appended, lastPage: next, firstPageNumber: firstPageNumber,
                    paging: .idle))
        } catch {
            return .loaded(
                loadedModel: copy(mutatingPath: \.paging, value: .failed(message: ErrorMessage.describing(error))))
        }
    }
}

extension BlogListLoadedModel: CustomStringConvertible {
    public var description: String {
        var text =
            "\(entries.count) entries [\(entries.map { "#\($0.id)" }.joined(separator: ","))], page \(lastPage.number) of \(lastPage.totalPages)"
        switch paging {
        case .idle: break
        case .loadingNextPage: text += ", loading next page"
        case .failed(let message): text += ", next page failed: \(message)"
        }
        return text
    }
}
