import Foundation

/// A link into the app, `vsmshop://<feature>/<path>?<query>`: parsed once here, then each feature's
/// interface reads its own paths (`BlogRoute(link:)`). `vsmshop://product/p-0315?sku=p-0315-black`
/// has feature `product`, path `["p-0315"]` and query `["sku": "p-0315-black"]`.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The scheme every link of the app has.
    public static let scheme = "vsmshop"

    /// The first part after `vsmshop://`, which names the feature that owns the link.
    public let feature: String
    /// The path's parts after the feature, percent-decoded.
    public let path: [String]
    /// The query's items, percent-decoded; a name given twice keeps the first value.
    public let query: [String: String]

    public init(feature: String, path: [String] = [], query: [String: String] = [:]) {
        self.feature = feature
        self.path = path
        self.query = query
    }

    /// Parses `text`; `nil` unless it is a `vsmshop://` link with a feature.
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), components.scheme?.lowercased() == Self.scheme,
            let feature = components.host, !feature.isEmpty
        else { return nil }
        self.feature = feature.lowercased()
        path = components.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        self.query = query
    }

    /// The link as text, query items sorted by name so equal links read the same.
    public var description: String {
        var components = URLComponents()
        components.scheme = Self.scheme
        components.host = feature
        components.path = path.isEmpty ? "" : "/" + path.joined(separator: "/")
        if !query.isEmpty {
            components.queryItems = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]) }
        }
        return components.string ?? "\(Self.scheme)://\(feature)"
    }
}
