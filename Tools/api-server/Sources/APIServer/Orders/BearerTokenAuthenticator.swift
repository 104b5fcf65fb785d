import Hummingbird
import HummingbirdAuth

/// Sets the request's customer from its `Authorization: Bearer` token (hummingbird-auth reads the
/// header). An unknown or missing token leaves the customer unset; `IsAuthenticatedMiddleware`
/// after it answers those with 401.
struct BearerTokenAuthenticator: AuthenticatorMiddleware {
    typealias Context = ShopRequestContext
    let tokens: CustomerTokens

    func authenticate(request: Request, context: ShopRequestContext) async throws -> CustomerID? {
        guard let bearer = request.headers.bearer else { return nil }
        return tokens.customer(for: bearer.token)
    }
}
