import Domain
import Foundation

extension Dependencies {
    /// The app on the v1 HTTP API at `baseURL`: live blog and products over one ``HTTPClient``, and a
    /// cart file in `dataDirectory` (created when missing) whose SKU lookups go through the live
    /// products. Backend name: the URL.
    /// Orders go to the API as the customer holding `token` (nil: every order call throws
    /// ``ServiceError/unauthorized`` without asking the server); the pending-checkout record is kept
    /// in `dataDirectory`.
    /// - Parameter timeout: the most one request may take, body included.
    /// - Throws: ``CartStoreError/directoryUnavailable(_:reason:)`` when the directory cannot be
    ///   created or written.
    public static func live(
        baseURL: URL, dataDirectory: URL, timeout: Duration = .seconds(10), token: String? = nil
    ) throws -> Dependencies {
        let client = HTTPClient(baseURL: baseURL, timeout: timeout)
        let products = ProductService.live(client: client)
        let store = CartStore(directory: dataDirectory)
        try store.prepare()
        return Dependencies(
            blog: LiveBlogRepository(client: client), products: products,
            cart: .persistent(store: store, products: products),
            orders: token.map { .live(client: client, token: $0) } ?? .unauthorized,
            pendingCheckouts: .file(directory: dataDirectory), backendName: baseURL.absoluteString)
    }
}
