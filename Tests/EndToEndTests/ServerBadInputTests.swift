import Foundation
import ProcessTestSupport
import Testing

/// Raw HTTP requests a client should never send, straight at the dev server: each gets its
/// documented status and a JSON error body, and the server keeps serving.
@Suite("Bad requests to the dev server: the documented status, and it stays up")
struct ServerBadInputTests {
    struct BadRequest: Sendable, CustomTestStringConvertible {
        let name: String
        let request: [UInt8]
        let statuses: Set<Int>
        /// Whether the answer must carry `{"error": {"code": …}}`.
        var hasErrorBody = true
        var testDescription: String { name }

        init(_ name: String, get pathAndQuery: String, _ statuses: Set<Int>, hasErrorBody: Bool = true) {
            self.name = name
            request = Array("GET \(pathAndQuery) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            self.statuses = statuses
            self.hasErrorBody = hasErrorBody
        }

        init(_ name: String, raw: String, _ statuses: Set<Int>, hasErrorBody: Bool = true) {
            self.name = name
            request = Array(raw.utf8)
            self.statuses = statuses
            self.hasErrorBody = hasErrorBody
        }
    }

    /// Longer than the server's 16 KiB URI limit.
    static let longQuery = String(repeating: "a", count: 17_000)

    static let cases: [BadRequest] = [
        BadRequest("unknown route", get: "/nope", [404]),
        BadRequest("unknown v1 route", get: "/v1/returns", [404]),
        BadRequest("dot-dot path", get: "/../../etc/passwd", [400, 404]),
        BadRequest("encoded dot-dot path", get: "/v1/products/..%2F..%2Fetc%2Fpasswd", [400, 404]),
        BadRequest("unknown product id", get: "/v1/products/no-such-product", [404]),
        BadRequest("product id with bad percent-encoding", get: "/v1/products/%ZZ", [400]),
        BadRequest("unknown SKU", get: "/v1/skus/NO-SUCH-SKU/product", [404]),
        BadRequest("non-integer blog id", get: "/v1/blog/entries/abc", [400]),
        BadRequest("blog id 0", get: "/v1/blog/entries/0", [400, 404]),
        BadRequest("blog id over Int.max", get: "/v1/blog/entries/99999999999999999999999", [400, 404]),
        BadRequest("unknown blog id", get: "/v1/blog/entries/999999", [404]),
        BadRequest("search without q", get: "/v1/products", [400]),
        BadRequest("search limit 0", get: "/v1/products?q=oak&limit=0", [400]),
        BadRequest("search limit 101", get: "/v1/products?q=oak&limit=101", [400]),
        BadRequest("search limit not a number", get: "/v1/products?q=oak&limit=abc", [400]),
        BadRequest("search limit empty", get: "/v1/products?q=oak&limit=", [400]),
        BadRequest("search limit 1e3", get: "/v1/products?q=oak&limit=1e3", [400]),
        BadRequest("search q given twice", get: "/v1/products?q=oak&q=pine", [400]),
        BadRequest("blog page 0", get: "/v1/blog/entries?page=0", [400]),
        BadRequest("blog pageSize 51", get: "/v1/blog/entries?pageSize=51", [400]),
        BadRequest("featured limit 0", get: "/v1/products/featured?limit=0", [400]),
        BadRequest("17,000-character query string", get: "/v1/products?q=\(longQuery)", [414]),
        BadRequest("17,000-character path", get: "/v1/products/\(longQuery)", [414]),
        BadRequest("search term over 1,000 characters", get: "/v1/products?q=\(longQuery.prefix(1_001))", [400]),
        BadRequest("product id over 200 characters", get: "/v1/products/\(longQuery.prefix(201))", [400]),
        BadRequest(
            "bad fault header",
            raw: "GET /v1/blog/entries HTTP/1.1\r\nHost: x\r\nX-Fault: explode\r\nConnection: close\r\n\r\n", [400]),
        BadRequest(
            "2 KiB request body",
            raw: "POST /v1/products?q=oak HTTP/1.1\r\nHost: x\r\nContent-Length: 2048\r\nConnection: close\r\n\r\n"
                + String(repeating: "x", count: 2_048), [413]),
        BadRequest("garbage request line", raw: "HELLO THERE\r\n\r\n", [400], hasErrorBody: false),
        BadRequest("binary garbage", raw: "\u{01}\u{02}\u{FF}\r\n\r\n", [400], hasErrorBody: false),
    ]

    @Test("each bad request gets its status, and the server still answers afterwards", arguments: cases)
    func badRequestGetsItsStatus(request: BadRequest) async throws {
        try await DevServer.with { server in
            let response = try await RawHTTPResponse.exchange(port: Int(server.port), request.request)
            // A request too broken to parse may also be answered by closing the connection.
            if request.hasErrorBody || response != nil {
                #expect(
                    response.map { request.statuses.contains($0.status) } == true,
                    "[\(request.name)] expected \(request.statuses.sorted()), got \(String(describing: response))")
            }
            if request.hasErrorBody {
                let object =
                    try? JSONSerialization.jsonObject(with: Data(response?.decodedBody ?? [])) as? [String: Any]
                let error = object?["error"] as? [String: Any]
                #expect(
                    error?["code"] is String,
                    "[\(request.name)] no {\"error\":{\"code\"}} body: \(String(describing: response))")
            }
            let health = try await RawHTTPResponse.get(port: Int(server.port), "/health")
            #expect(
                health?.status == 200,
                "[\(request.name)] the server stopped answering: \(String(describing: health))\n\(server.log)")
        }
    }

    @Test("a well-formed request succeeds (the bad-request cases can tell the difference)")
    func goodRequestSucceeds() async throws {
        try await DevServer.with { server in
            let response = try #require(
                try await RawHTTPResponse.get(port: Int(server.port), "/v1/products?q=oak&limit=3"))
            #expect(response.status == 200, "\(response)")
            #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
        }
    }
}
