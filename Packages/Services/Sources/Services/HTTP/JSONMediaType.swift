import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Checks a response says it is JSON before it is decoded, so a captive portal's HTML login page is
/// reported as such rather than as a confusing parse error.
enum JSONMediaType {
    /// `nil` when the response is JSON (`application/json` or `application/...+json`), else the error.
    static func problem(in response: HTTPURLResponse) -> ServiceError? {
        guard let header = response.value(forHTTPHeaderField: "Content-Type") else {
            return .badPayload("expected JSON, got no Content-Type")
        }
        let mediaType = (header.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        if mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json")) {
            return nil
        }
        return .badPayload("expected JSON, got \(mediaType.prefix(100))")
    }
}
