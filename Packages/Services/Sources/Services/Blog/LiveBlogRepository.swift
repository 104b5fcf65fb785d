import Domain
import Foundation

/// Blog entries from the v1 HTTP API (`GET /v1/blog/entries?page=&pageSize=`, `/v1/blog/entries/{id}`),
/// each answer checked and turned into domain values by the DTO transforms.
public struct LiveBlogRepository: BlogEntryProviding {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    /// - Throws: ``ServiceError``; `.notFound("blog entry 42")` for an unknown id.
    public func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry {
        let dto: BlogEntryDTO = try await client.get(
            "/v1/blog/entries/" + HTTPClient.pathSegment("\(entryId.rawValue)"), notFound: "blog entry \(entryId)")
        let entry = try BlogEntry(dto: dto)
        guard entry.id == entryId else {
            throw ServiceError.badPayload("id: asked for blog entry \(entryId), got \(entry.id)")
        }
        return entry
    }

    /// Page and page size are clamped to what the API accepts (``V1ContractLimits/blogPages``,
    /// ``V1ContractLimits/blogPageSizes``).
    /// - Throws: ``ServiceError``.
    public func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        let page = V1ContractLimits.blogPages.clamped(page)
        let pageSize = V1ContractLimits.blogPageSizes.clamped(pageSize)
        let dto: BlogPageDTO = try await client.get(
            "/v1/blog/entries",
            query: [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "pageSize", value: "\(pageSize)")])
        guard dto.page == page, dto.pageSize == pageSize else {
            throw ServiceError.badPayload(
                "page: asked for page \(page) of \(pageSize), got page \(dto.page) of \(dto.pageSize)")
        }
        return try Page(dto: dto)
    }
}
