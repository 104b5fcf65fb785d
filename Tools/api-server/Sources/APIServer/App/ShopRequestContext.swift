import Hummingbird
import HummingbirdAuth
import NIOCore

/// The request context of every route: the customer a bearer token identified (order routes
/// only, see ``BearerTokenAuthenticator``) and the connection, which the `commit-then-drop` fault
/// closes without answering.
public struct ShopRequestContext: AuthRequestContext, RequestContext {
    public typealias Source = ApplicationRequestContextSource

    public var coreContext: CoreRequestContextStorage
    /// The customer the request's `Authorization: Bearer` token belongs to, once authenticated.
    public var identity: CustomerID?
    /// The connection the request arrived on.
    public let channel: any Channel

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        identity = nil
        channel = source.channel
    }
}
