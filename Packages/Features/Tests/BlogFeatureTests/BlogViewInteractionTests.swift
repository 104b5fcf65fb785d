import BlogFeature
import BlogFeatureInterface
import Domain
import FeatureKit
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The views as the interactive app drives them, without a terminal: each view is built over an
/// injected container (`ViewState(container:)`), appears, gets keys, and its states and rendered
/// screens are compared.
@MainActor
struct BlogViewInteractionTests {
    @Test func theEntryViewLoadsWhenItAppearsAsTheSeedsViewDoes() async throws {
        let loaderModel = BlogEntryLoaderModel(
            repository: StubBlogRepository(entries: Fixtures.blogEntries), entryID: 1)
        let container = AsyncStateContainer(state: BlogEntryViewState.initialized(loaderModel: loaderModel))
        let recorder = StateRecorder(container)
        let view = BlogEntryView(state: ViewState(container: container))
        #expect(view.render(size: TerminalSizeFixture.standard).containsSpinner)

        view.onAppear()

        await recorder.expectStates([
            .loading(errorModel: nil),
            .loaded(
                loadedModel: BlogEntryLoadedModel(
                    repository: StubBlogRepository.unimplemented, entry: Fixtures.blogEntries[0])),
        ])
        #expect(view.render(size: TerminalSizeFixture.standard).title == Fixtures.blogEntries[0].title)
    }

    @Test func selectingAnEntryOpensIt() async throws {
        let container = AsyncStateContainer(
            state: BlogListViewState.initialized(
                loaderModel: BlogListLoaderModel(repository: StubBlogRepository(entries: Fixtures.blogEntries))))
        let list = BlogListView(state: ViewState(container: container))
        list.onAppear()
        try await waitUntil { container.state.entries.count == 3 }

        #expect(list.handle(.down) == .handled)
        let entryID = Fixtures.blogEntries[1].id
        #expect(list.handle(.enter) == .route(BlogRoute.entry(entryID)))
        let dependencies = Dependencies.blogOnly(StubBlogRepository(entries: Fixtures.blogEntries))
        let registration = BlogFeature.registration(dependencies: dependencies)
        let entryView = try #require(registration.view(for: BlogRoute.entry(entryID)))
        entryView.onAppear()
        try await waitUntil { entryView.render(size: TerminalSizeFixture.standard).title != "Blog entry" }

        #expect(
            entryView.render(size: TerminalSizeFixture.standard).title == Fixtures.blogEntries[1].title,
            "newest first: the second row is entry 2")
    }

    @Test func movingPastTheLastEntryLoadsTheNextPage() async throws {
        let entries = BlogEntries.numbered(5)
        let container = AsyncStateContainer(
            state: BlogListViewState.initialized(
                loaderModel: BlogListLoaderModel(repository: StubBlogRepository(entries: entries), pageSize: 2)))
        let list = BlogListView(state: ViewState(container: container))
        list.onAppear()
        try await waitUntil { container.state.entries.count == 2 }

        _ = list.handle(.down)
        _ = list.handle(.down)
        try await waitUntil { container.state.entries.count == 4 }

        #expect(container.state.entries.map(\.id) == [5, 4, 3, 2])
    }

    @Test func rRetriesAFailedEntry() async throws {
        let attempts = CallLog<BlogEntryID>()
        let repository = StubBlogRepository(
            loadEntry: { id in
                attempts.record(id)
                if attempts.calls.count == 1 { throw ServiceError.timeout }
                return Fixtures.blogEntries[0]
            },
            loadEntries: { _, _ in throw ServiceError.timeout })
        let container = AsyncStateContainer(
            state: BlogEntryViewState.initialized(loaderModel: BlogEntryLoaderModel(repository: repository, entryID: 1))
        )
        let view = BlogEntryView(state: ViewState(container: container))
        view.onAppear()
        try await waitUntil { container.state.failureMessage != nil }
        #expect(view.render(size: TerminalSizeFixture.standard).plainText.contains("Press r to try again."))

        #expect(view.handle(.character("r")) == .handled)
        try await waitUntil { container.state.entry != nil }

        #expect(attempts.calls == [1, 1])
    }

    @Test func arrowsScrollALoadedEntryAndRefreshStartsAtTheTop() async throws {
        let entry = BlogEntries.numbered(1)[0]
        let container = AsyncStateContainer(
            state: BlogEntryViewState.loaded(
                loadedModel: BlogEntryLoadedModel(repository: StubBlogRepository(entries: [entry]), entry: entry)))
        let view = BlogEntryView(state: ViewState(container: container))

        _ = view.handle(.down)
        #expect(view.render(size: TerminalSizeFixture.standard).scrollOffset == 1)
        _ = view.handle(.up)
        _ = view.handle(.up)
        #expect(view.render(size: TerminalSizeFixture.standard).scrollOffset == 0, "never above the top")
    }
}
