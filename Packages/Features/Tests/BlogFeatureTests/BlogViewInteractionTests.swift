import BlogFeature
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The screens as the interactive app drives them: keys in, states and pushes out.
@MainActor
struct BlogScreenTests {
    @Test func selectingAnEntryOpensIt() async throws {
        let list = BlogListScreen(dependencies: .blogOnly(StubBlogRepository(entries: Fixtures.blogEntries)))
        let changes = ChangeCounter()
        list.onChange = { changes.count += 1 }
        list.start()
        try await waitUntil { list.container.state.entries.count == 3 }
        // The runner hears of both states (loading, loaded), asynchronously: wait for the second.
        try await waitUntil { changes.count >= 2 }

        #expect(list.handle(.down) == .handled)
        guard case .push(let pushed) = list.handle(.enter), let entryScreen = pushed as? BlogEntryScreen else {
            Issue.record("Enter should open the entry")
            return
        }
        entryScreen.start()
        try await waitUntil { entryScreen.container.state.entry != nil }

        #expect(entryScreen.container.state.entry?.id == 2, "newest first: the second row is entry 2")
        #expect(!entryScreen.isLoading)
    }

    @Test func movingPastTheLastEntryLoadsTheNextPage() async throws {
        let entries = BlogEntries.numbered(5)
        let list = BlogListScreen(dependencies: .blogOnly(StubBlogRepository(entries: entries)), pageSize: 2)
        list.start()
        try await waitUntil { list.container.state.entries.count == 2 }

        _ = list.handle(.down)
        _ = list.handle(.down)
        try await waitUntil { list.container.state.entries.count == 4 }

        #expect(list.container.state.entries.map(\.id) == [5, 4, 3, 2])
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
        let screen = BlogEntryScreen(entryID: 1, dependencies: .blogOnly(repository))
        screen.start()
        try await waitUntil { screen.container.state.failureMessage != nil }
        #expect(screen.screen(size: TerminalSizeFixture.standard).plainText.contains("Press r to try again."))

        #expect(screen.handle(.character("r")) == .handled)
        try await waitUntil { screen.container.state.entry != nil }

        #expect(attempts.calls == [1, 1])
    }
}

/// Counts the screen's `onChange` calls.
@MainActor
final class ChangeCounter {
    var count = 0
}

extension KeyOutcome {
    /// Whether the outcome is `.handled` (KeyOutcome is not Equatable: it can carry a screen).
    static func == (outcome: KeyOutcome, expected: KeyOutcome) -> Bool {
        switch (outcome, expected) {
        case (.handled, .handled), (.ignored, .ignored), (.back, .back), (.quit, .quit): true
        default: false
        }
    }
}
