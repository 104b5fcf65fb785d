import Hummingbird
import NIOCore

/// Refuses over-long URIs (414) and over-large bodies (413) before any route runs.
///
/// The body check trusts a `Content-Length` header when there is one and otherwise reads the
/// body up to the limit, so a chunked upload cannot slip past it.
public struct RequestLimitsMiddleware<Context: RequestContext>: RouterMiddleware {
    public let limits: RequestLimits

    public init(limits: RequestLimits) {
        self.limits = limits
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.description.utf8.count <= limits.maximumURILength else {
            throw APIError.uriTooLong(limit: limits.maximumURILength)
        }
        let maximumBodySize = limits.maximumBodySize(forPath: request.uri.path)
        if let declared = request.headers[.contentLength] {
            guard let length = Int(declared), length >= 0 else {
                throw APIError.badRequest("Content-Length is not a byte count")
            }
            guard length <= maximumBodySize else {
                throw APIError.contentTooLarge(limit: maximumBodySize)
            }
        }
        var request = request
        do {
            _ = try await request.collectBody(upTo: maximumBodySize)
        } catch is NIOTooManyBytesError {
            throw APIError.contentTooLarge(limit: maximumBodySize)
        }
        return try await next(request, context)
    }
}
