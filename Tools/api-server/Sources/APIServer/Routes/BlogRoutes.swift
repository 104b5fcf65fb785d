import Domain
import Hummingbird
import Services

/// The blog half of the contract: `/v1/blog/entries?page=&pageSize=` and `/v1/blog/entries/{id}`,
/// served through a ``BlogEntryProviding`` repository.
struct BlogRoutes: Sendable {
    let blog: any BlogEntryProviding

    /// Pages are numbered from 1; the upper bound keeps offset arithmetic far from overflow.
    static let pages = 1...1_000_000
    static let pageSizes = 1...50
    static let defaultPageSize = 10

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/v1/blog/entries") { request, _ in try await entries(request) }
        router.get("/v1/blog/entries/{id}") { _, context in try await entry(context) }
    }

    func entries(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let page = try query.integer("page", in: Self.pages, default: 1)
        let pageSize = try query.integer("pageSize", in: Self.pageSizes, default: Self.defaultPageSize)
        return try JSONResponse.ok(BlogPageDTO(try await blog.loadEntries(page: page, pageSize: pageSize)))
    }

    func entry(_ context: some RequestContext) async throws -> Response {
        let id = BlogEntryID(try PathParameter.integer("id", in: context))
        return try JSONResponse.ok(BlogEntryDTO(try await blog.loadEntry(entryId: id)))
    }
}
