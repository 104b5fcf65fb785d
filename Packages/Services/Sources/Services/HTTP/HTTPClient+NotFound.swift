import Foundation

extension HTTPClient {
    /// Like ``get(_:query:)``, but a 404 names what was asked for (`"product tee"`) rather than the path,
    /// so the live and local services report the same ``ServiceError/notFound(_:)``.
    func get<T: Decodable>(
        _ path: String, query: [URLQueryItem] = [], notFound what: String
    ) async throws(ServiceError)
        -> T
    {
        do {
            return try await get(path, query: query)
        } catch .notFound {
            throw .notFound(what)
        }
    }
}
