import BlogFeature
import BlogFeatureInterface
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The blog's panel for home: it loads, fails and retries on its own, and opens the entry chosen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LatestEntriesPanelTests {
    private let size = TerminalSize(columns: 50, rows: 6)

    @Test func aFailedLoadSaysWhyAndRRetriesThenEnterOpensTheEntry() async throws {
        let calls = CallLog<Void>()
        var blog = StubBlogRepository()
        let entries = blog.loadEntries
        blog.loadEntries = { page, pageSize in
            calls.record(())
            if calls.calls.count == 1 { throw ServiceError.offline("no route") }
            return try await entries(page, pageSize)
        }
        let panel = LatestEntriesPanelView(dependencies: .blogOnly(blog), count: 2)
        panel.onAppear()
        try await waitUntil { panel.render(size: self.size).plainText.contains("Could not load the entries") }
        #expect(panel.render(size: size).plainText.contains("Press r to try again."))

        #expect(panel.handle(.character("r")) == .handled)
        let newestFirst = Fixtures.blogEntries.sorted { $0.publishedAt > $1.publishedAt }
        try await waitUntil { panel.render(size: self.size).plainText.contains(newestFirst[0].title) }

        #expect(calls.calls.count == 2)
        #expect(panel.handle(.down) == .handled)
        #expect(panel.handle(.enter) == .route(BlogRoute.entry(newestFirst[1].id)))
    }
}
