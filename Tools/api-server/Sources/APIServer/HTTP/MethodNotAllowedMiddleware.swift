import HTTPTypes
import Hummingbird

/// Answers 405 `method_not_allowed`, with an `Allow` header naming the methods the path has, to a
/// request for a path the API has with a method it does not (`TRACE /health`, `DELETE
/// /v1/products/p-0001`); Hummingbird's router answers those 404, as if the path did not exist.
///
/// `APIApplication` adds it after every route: Hummingbird wraps a route in the middleware added
/// before it, and the answer for a request no route took in all of them, so this one sees only
/// those requests. (It would also be right in front of a route: a method the route has passes.)
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each route path with the methods it has.
    private let routes: [(path: RouterPath, methods: Set<HTTPRequest.Method>)]

    init(routes: [Router<Context>.RouteDescription]) {
        var methods: [String: (path: RouterPath, methods: Set<HTTPRequest.Method>)] = [:]
        for route in routes {
            methods[route.path.description, default: (route.path, [])].methods.insert(route.method)
        }
        self.routes = Array(methods.values)
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let allowed = methods(for: request.uri.path)
        guard !allowed.isEmpty, !allowed.contains(request.method) else { return try await next(request, context) }
        var response = JSONResponse.error(.methodNotAllowed(request.method))
        response.headers[.allow] = allowed.map(\.rawValue).sorted().joined(separator: ", ")
        return response
    }

    /// The methods of every route whose path matches, segment by segment as the router splits it.
    func methods(for path: String) -> Set<HTTPRequest.Method> {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        var allowed: Set<HTTPRequest.Method> = []
        for route in routes where route.path.components.count == segments.count {
            if zip(route.path.components, segments).allSatisfy({ $0 ~= $1 }) { allowed.formUnion(route.methods) }
        }
        return allowed
    }
}
