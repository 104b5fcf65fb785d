import Hummingbird
import NIOHTTP1
import Services

/// Turns every error thrown below it into the contract's JSON error body, so clients never see
/// Hummingbird's own error format: unknown routes become 404, bad fault headers and broken request
/// bodies 400, hummingbird-auth's refusals 401, changed prices 409 with the changes, unexpected
/// errors 500 without internals.
public struct ErrorResponseMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let changed as PricesChanged {
            return (try? JSONResponse.make(status: .conflict, value: changed.body))
                ?? JSONResponse.error(.internalError)
        } catch {
            let apiError = Self.apiError(for: error)
            if apiError.status.kind == .serverError, apiError.code != "injected_failure" {
                context.logger.error("request failed: \(String(describing: error))")
            }
            return JSONResponse.error(apiError)
        }
    }

    /// The API error an error thrown by a route, middleware or service answers with.
    static func apiError(for error: any Error) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as FaultSettingsError:
            return .badRequest(error.description)
        case let error as HTTPParserError:
            // The parser fails while a route reads the body (a chunked body that is not valid
            // chunked encoding, say): the client sent broken HTTP, so it is a 400, not a 500.
            return .badRequest("the request is not valid HTTP/1.1: \(error)")
        case let error as ServiceError:
            if case .notFound(let what) = error { return .notFound("not found: \(what)") }
            return .internalError
        case let error as any HTTPResponseError:
            switch error.status {
            case .notFound: return .notFound("no such route")
            case .unauthorized: return .unauthorized
            case .contentTooLarge:
                return APIError(
                    status: .contentTooLarge, code: "payload_too_large", message: "the request body is too large")
            case .uriTooLong:
                return APIError(status: .uriTooLong, code: "uri_too_long", message: "the request URI is too long")
            case let status where status.kind == .clientError:
                return APIError(status: status, code: "bad_request", message: status.reasonPhrase)
            default:
                return .internalError
            }
        default:
            return .internalError
        }
    }
}
