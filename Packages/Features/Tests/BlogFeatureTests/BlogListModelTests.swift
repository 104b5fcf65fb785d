import BlogFeature
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The blog list: the first page, further pages appended, a failed page kept and retried.
@MainActor
struct BlogListModelTests {
    private let entries = BlogEntries.numbered(45)
    private let anyRepository = StubBlogRepository.unimplemented

    private func list(pages: ClosedRange<Int>, paging: BlogListPaging = .idle) -> BlogListViewState {
        let loaded = pages.map { BlogEntries.page($0, of: entries, size: 20) }
        return .loaded(
            loadedModel: BlogListLoadedModel(
                repository: anyRepository, entries: loaded.flatMap(\.items),
                lastPage: BlogEntries.page(pages.upperBound, of: entries, size: 20), firstPageNumber: pages.lowerBound,
                paging: paging))
    }

    @Test func theFirstPageLoads() async {
        let loader = BlogListLoaderModel(repository: StubBlogRepository(entries: entries), pageSize: 20)
        let container = AsyncStateContainer(state: BlogListViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadEntries())

        await recorder.expectStates([.loading(errorModel: nil), list(pages: 1...1)])
        #expect(container.state.entries.map(\.id) == Array((26...45).reversed()).map { BlogEntryID($0) })
    }

    @Test func theNextPageAppendsItsEntries() async {
        guard
            case .loaded(let first) = await BlogFeature.loadList(
                pageSize: 20, dependencies: .blogOnly(StubBlogRepository(entries: entries)))
        else {
            Issue.record("the first page did not load")
            return
        }
        let container = AsyncStateContainer(state: BlogListViewState.loaded(loadedModel: first))
        let recorder = StateRecorder(container)

        container.observe(first.loadNextPage())

        await recorder.expectStates([list(pages: 1...1, paging: .loadingNextPage), list(pages: 1...2)])
        #expect(container.state.entries.count == 40)
    }

    @Test func aFailedPageKeepsTheEntriesAndRetryAppendsIt() async {
        let failures = CallLog<Int>()
        let local = StubBlogRepository(entries: entries)
        let repository = StubBlogRepository(
            loadEntry: { try await local.loadEntry(entryId: $0) },
            loadEntries: { page, size in
                if page == 2, failures.calls.isEmpty {
                    failures.record(page)
                    throw ServiceError.server(status: 503)
                }
                return try await local.loadEntries(page: page, pageSize: size)
            })
        let first = BlogListLoadedModel(repository: repository, firstPage: BlogEntries.page(1, of: entries, size: 20))
        let container = AsyncStateContainer(state: BlogListViewState.loaded(loadedModel: first))
        let recorder = StateRecorder(container)
        let failed = list(pages: 1...1, paging: .failed(message: "the server failed (HTTP 503)"))

        container.observe(first.loadNextPage())
        await recorder.expectStates([list(pages: 1...1, paging: .loadingNextPage), failed])
        #expect(container.state.entries.count == 20, "what was loaded stays")
        guard case .loaded(let afterFailure) = container.state else { return }
        container.observe(afterFailure.retryNextPage())

        await recorder.expectStates([
            list(pages: 1...1, paging: .loadingNextPage), failed, list(pages: 1...1, paging: .loadingNextPage),
            list(pages: 1...2),
        ])
    }

    @Test func theLastPageOffersNoNextPage() async {
        let last = BlogListLoadedModel(repository: anyRepository, firstPage: BlogEntries.page(3, of: entries, size: 20))
        var states: [BlogListViewState] = []
        for await state in last.loadNextPage() { states.append(state) }

        #expect(!last.hasNextPage)
        #expect(states.isEmpty)
    }

    @Test func aFailedFirstPageRetries() async {
        let state = await BlogFeature.loadList(dependencies: .blogOnly(StubBlogRepository.failing(.offline("down"))))
        guard case .loading(let errorModel?) = state else {
            Issue.record("expected an error, got \(state)")
            return
        }
        #expect(errorModel.message == "cannot reach the server: down")
    }

    @Test func aRequestedPageLoadsAlone() async {
        let state = await BlogFeature.loadList(
            page: 2, pageSize: 20, dependencies: .blogOnly(StubBlogRepository(entries: entries)))

        #expect(state == list(pages: 2...2))
    }
}
