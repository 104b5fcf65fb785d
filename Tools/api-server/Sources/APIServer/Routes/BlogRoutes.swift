import Domain
import Hummingbird
import Services

/// The blog half of the contract: `/v1/blog/entries?page=&pageSize=` and `/v1/blog/entries/{id}`,
/// served through a ``BlogEntryProviding`` repository; sizes outside ``V1ContractLimits`` get 400.
struct BlogRoutes: Sendable {
    let blog: any BlogEntryProviding

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/v1/blog/entries") { request, _ in try await entries(request) }
        router.get("/v1/blog/entries/{id}") { _, context in try await entry(context) }
    }

    func entries(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let page = try query.integer("page", in: V1ContractLimits.blogPages, default: 1)
        let pageSize = try query.integer(
            "pageSize", in: V1ContractLimits.blogPageSizes, default: V1ContractLimits.defaultBlogPageSize)
        return try JSONResponse.ok(BlogPageDTO(try await blog.loadEntries(page: page, pageSize: pageSize)))
    }

    func entry(_ context: some RequestContext) async throws -> Response {
        let id = BlogEntryID(try PathParameter.integer("id", in: context))
        return try JSONResponse.ok(BlogEntryDTO(try await blog.loadEntry(entryId: id)))
    }
}
