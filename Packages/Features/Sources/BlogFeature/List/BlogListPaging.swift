/// Where loading more entries stands, below the entries already shown.
public enum BlogListPaging: Sendable, Equatable {
    /// Nothing in flight.
    case idle
    /// The next page is loading.
    case loadingNextPage
    /// The next page failed to load; the entries loaded so far stay, and it can be retried.
    case failed(message: String)
}
