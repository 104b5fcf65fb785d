import Foundation

/// Percent-encoding for request URLs: everything but RFC 3986's unreserved characters is encoded,
/// so an id holding `/`, `?`, `#`, `&`, `+`, a space or non-ASCII letters stays one path segment or
/// one query value.
enum URLPercentEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// One path segment. `.` and `..` are encoded too, so they are not read as "this" or "parent" folder.
    static func pathSegment(_ text: String) -> String {
        if text == "." || text == ".." { return text.replacingOccurrences(of: ".", with: "%2E") }
        return encode(text)
    }

    /// A query string from name/value pairs, `q=oak%20chair&limit=5`.
    static func query(_ items: [URLQueryItem]) -> String {
        items.map { item in
            item.value.map { "\(encode(item.name))=\(encode($0))" } ?? encode(item.name)
        }.joined(separator: "&")
    }

    private static func encode(_ text: String) -> String {
        // Encoding valid Swift text (always UTF-8 encodable) cannot fail; the fallback is defensive.
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
