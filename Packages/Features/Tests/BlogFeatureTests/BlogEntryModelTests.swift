import BlogFeature
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The blog entry in the VSM seed's shape, driven with stubbed repositories.
@MainActor
struct BlogEntryModelTests {
    private let entry = Fixtures.blogEntries[0]
    private let anyRepository = StubBlogRepository.unimplemented

    private func loaded(_ entry: BlogEntry, refreshing: Bool = false, failure: String? = nil) -> BlogEntryViewState {
        .loaded(
            loadedModel: BlogEntryLoadedModel(
                repository: anyRepository, entry: entry, isRefreshing: refreshing, refreshFailure: failure))
    }

    @Test func loadingAnEntryGoesFromLoadingToLoaded() async {
        let loader = BlogEntryLoaderModel(
            repository: StubBlogRepository(entries: Fixtures.blogEntries), entryID: entry.id)
        let container = AsyncStateContainer(state: BlogEntryViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadEntry())

        await recorder.expectStates([.loading(errorModel: nil), loaded(entry)])
    }

    @Test func aRepositoryThatFailsOnceShowsTheErrorAndRetryLoadsTheEntry() async {
        let calls = CallLog<BlogEntryID>()
        let repository = StubBlogRepository(
            loadEntry: { [entry] id in
                calls.record(id)
                if calls.calls.count == 1 { throw ServiceError.offline("no network") }
                return entry
            },
            loadEntries: { _, _ in throw ServiceError.timeout })
        let loader = BlogEntryLoaderModel(repository: repository, entryID: entry.id)
        let container = AsyncStateContainer(state: BlogEntryViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let failure = BlogEntryErrorModel(
            repository: repository, entryID: entry.id, message: "cannot reach the server: no network")

        container.observe(loader.loadEntry())
        await recorder.expectStates([.loading(errorModel: nil), .loading(errorModel: failure)])
        guard case .loading(let errorModel?) = container.state else {
            Issue.record("expected the error model, got \(container.state)")
            return
        }
        container.observe(errorModel.retry())

        await recorder.expectStates([
            .loading(errorModel: nil), .loading(errorModel: failure), .loading(errorModel: nil), loaded(entry),
        ])
        #expect(calls.calls == [entry.id, entry.id])
    }

    @Test func refreshingKeepsTheOldEntryVisibleUntilTheNewOneArrives() async throws {
        let edited = BlogEntry(
            id: entry.id, title: entry.title + " (revised)", body: "New body.", author: entry.author,
            publishedAt: entry.publishedAt, tags: entry.tags)
        let reload = Gate<Void>()
        let repository = StubBlogRepository(
            loadEntry: { _ in
                await reload.pass()
                return edited
            },
            loadEntries: { _, _ in throw ServiceError.timeout })
        let model = BlogEntryLoadedModel(repository: repository, entry: entry)
        let container = AsyncStateContainer(state: BlogEntryViewState.loaded(loadedModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.refresh())
        try await reload.waitUntilEntered()

        #expect(container.state.entry == entry, "the old entry stays on show while the refresh runs")
        let text = BlogEntryView(state: ViewState(wrappedValue: container.state)).render(
            size: TerminalSizeFixture.standard
        ).plainText
        #expect(text.contains("Refreshing…") && text.contains("Oil it once a year."))
        reload.open()
        await recorder.expectStates([loaded(entry, refreshing: true), loaded(edited)])
    }

    @Test func aFailedRefreshKeepsTheEntryAndSaysWhy() async {
        let model = BlogEntryLoadedModel(repository: StubBlogRepository.failing(.timeout), entry: entry)
        let container = AsyncStateContainer(state: BlogEntryViewState.loaded(loadedModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.refresh())

        await recorder.expectStates([
            loaded(entry, refreshing: true), loaded(entry, failure: "the server did not answer in time"),
        ])
        #expect(container.state.failureMessage == "the server did not answer in time")
    }

    @Test func anUnknownEntryEndsInAnErrorThatNamesIt() async {
        let state = await BlogFeature.loadEntry(id: 42, dependencies: .blogOnly(StubBlogRepository(entries: [])))
        #expect(state.failureMessage == "not found: blog entry 42")
        #expect(state.entry == nil)
    }
}
