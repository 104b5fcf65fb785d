import BlogFeature
import Domain
import Foundation
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit

/// Snapshot-style expectations of the blog screens' text, hostile text included.
@MainActor
struct BlogViewTests {
    private let repository = StubBlogRepository.unimplemented
    private let size = TerminalSize(columns: 48, rows: 24)

    @Test func aLoadedEntryShowsTitleBylineAndWrappedBody() {
        let state = BlogEntryViewState.loaded(
            loadedModel: BlogEntryLoadedModel(repository: repository, entry: Fixtures.blogEntries[0]))

        #expect(
            BlogEntryView(state: ViewState(wrappedValue: state)).render(size: size).plainText == """
                How to care for oak
                by Ada Lindqvist · 2023-11-14 · oak, care

                Oak lasts for generations.

                Oil it once a year.
                ↑↓ scroll  r refresh  esc back
                """)
    }

    @Test func loadingShowsASpinner() {
        let screen = BlogEntryView(state: ViewState(wrappedValue: .loading(errorModel: nil))).render(size: size)

        #expect(screen.containsSpinner)
        #expect(screen.plainText == "Blog entry\n⠿ Loading the entry…\nesc back")
    }

    @Test func aFailedLoadSaysWhyAndHowToRetry() {
        let state = BlogEntryViewState.loading(
            errorModel: BlogEntryErrorModel(repository: repository, entryID: 7, message: "not found: blog entry 7"))

        #expect(
            BlogEntryView(state: ViewState(wrappedValue: state)).render(size: size).plainText == """
                Blog entry #7
                Could not load the entry: not found: blog entry 7

                Press r to try again.
                r retry  esc back
                """)
    }

    @Test func theListShowsATableAndThePagePosition() {
        let page = Page(items: Array(Fixtures.blogEntries.reversed()), number: 1, pageSize: 20, totalItems: 3)
        let state = BlogListViewState.loaded(loadedModel: BlogListLoadedModel(repository: repository, firstPage: page))

        let lines = state.printout(width: 60).plainText
            .split(separator: "\n", omittingEmptySubsequences: false)

        #expect(
            lines == [
                "Blog",
                "#  Title                           Author         Date      ",
                "3  Lighting a small room           Dev Patel      2023-11-26",
                "2  Why linen                       Chloé Dubois   2023-11-20",
                "1  How to care for oak             Ada Lindqvist  2023-11-14",
                "",
                "Page 1 of 1 · 3 of 3 entries",
                "↑↓ move  enter open  esc back",
            ])
    }

    @Test func aFailedNextPageKeepsTheEntriesAndOffersRetry() {
        let page = Page(items: Array(Fixtures.blogEntries.reversed()), number: 1, pageSize: 3, totalItems: 9)
        let state = BlogListViewState.loaded(
            loadedModel: BlogListLoadedModel(
                repository: repository, entries: page.items, lastPage: page, firstPageNumber: 1,
                paging: .failed(message: "the server did not answer in time")))
        let text = BlogListView(state: ViewState(wrappedValue: state)).render(
            size: TerminalSize(columns: 100, rows: 24)
        ).plainText

        #expect(text.contains("› 3"))
        #expect(text.contains("Could not load page 2: the server did not answer in time (press r to retry)"))
        #expect(text.hasSuffix("↑↓ move  enter open  r retry  esc back"))
    }

    @Test func hostileTextInABlogEntryIsRenderedHarmless() {
        let hostile = BlogEntry(
            id: 66, title: "\u{1B}]0;pwned title\u{07}Title\u{1B}[2J",
            body:
                "\u{1B}[31mRED\u{1B}[0m and \u{9B}31mC1\u{07}BELL\n\u{1B}]8;;https://evil.example\u{1B}\\LINK\u{1B}]8;;\u{1B}\\",
            author: "\u{1B}[?1049lMallory", publishedAt: Date(timeIntervalSince1970: 0), tags: ["\u{85}tag"])
        let state = BlogEntryViewState.loaded(loadedModel: BlogEntryLoadedModel(repository: repository, entry: hostile))
        let text = BlogEntryView(state: ViewState(wrappedValue: state)).render(size: size).plainText

        #expect(!text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        #expect(
            text == """
                Title
                by Mallory · 1970-01-01 · tag

                RED and C1BELL
                LINK
                ↑↓ scroll  r refresh  esc back
                """)
    }
}
