import Domain
import Foundation
import Services
import Testing

/// `LiveBlogRepository`: the endpoints it calls and how it reports what comes back.
@Suite struct LiveBlogRepositoryTests {
    @Test func anEntryIsFetchedByIdAndTransformed() async throws {
        let log = RequestLog()
        let entry = RemoteFixtures.entries[1]
        let blog = LiveBlogRepository(client: stubClient(try StubTransport.encoding(BlogEntryDTO(entry), log: log)))
        #expect(try await blog.loadEntry(entryId: 2) == entry)
        #expect(log.urls == ["http://api.test/v1/blog/entries/2"])
    }

    @Test func anUnknownEntryIsNotFoundAsTheLocalRepositorySaysIt() async {
        let blog = LiveBlogRepository(
            client: stubClient(StubTransport.json(#"{"error":{"code":"not_found","message":"m"}}"#, status: 404)))
        #expect(await serviceError { try await blog.loadEntry(entryId: 42) } == .notFound("blog entry 42"))
    }

    @Test func anotherEntryThanTheOneAskedForIsABadPayload() async throws {
        let blog = LiveBlogRepository(
            client: stubClient(try StubTransport.encoding(BlogEntryDTO(RemoteFixtures.entries[0]))))
        #expect(
            await serviceError { try await blog.loadEntry(entryId: 2) }
                == .badPayload("id: asked for blog entry 2, got 1"))
    }

    @Test func pagesAskForPageAndClampedSize() async throws {
        let log = RequestLog()
        let page = Page(items: RemoteFixtures.entries, number: 3, pageSize: 50, totalItems: 200)
        let blog = LiveBlogRepository(client: stubClient(try StubTransport.encoding(BlogPageDTO(page), log: log)))
        #expect(try await blog.loadEntries(page: 3, pageSize: 80) == page)
        #expect(log.urls == ["http://api.test/v1/blog/entries?page=3&pageSize=50"])
    }

    @Test func aPageOtherThanTheOneAskedForIsABadPayload() async throws {
        let page = Page(items: RemoteFixtures.entries, number: 1, pageSize: 10, totalItems: 2)
        let blog = LiveBlogRepository(client: stubClient(try StubTransport.encoding(BlogPageDTO(page))))
        #expect(
            await serviceError { try await blog.loadEntries(page: 2, pageSize: 10) }
                == .badPayload("page: asked for page 2 of 10, got page 1 of 10"))
    }
}
