import APIServer
import Foundation
import Hummingbird
import ProcessTestSupport
import Services
import Testing

/// Garbage paths, bad parameters and oversized input, sent over a real socket exactly as written:
/// each gets the expected client-error status, and none a 5xx.
@Suite struct BadInputMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let target: String
        /// nil: any status below 500 will do (the exact answer is the router's business).
        let expected: Int?
        var testDescription: String { "\(target.prefix(60).debugDescription) → \(expected.map(String.init) ?? "<500")" }
    }

    static let cases: [Case] = [
        // unknown routes and ids
        Case(target: "/", expected: 404),
        Case(target: "/v2/products/1", expected: 404),
        Case(target: "/v1/products/no-such-product", expected: 404),
        Case(target: "/v1/skus/no-such-sku/product", expected: 404),
        Case(target: "/v1/skus/no-such-sku", expected: 404),
        Case(target: "/v1/blog/entries/0", expected: 404),
        Case(target: "/v1/blog/entries/-1", expected: 404),
        Case(target: "/../../etc/passwd", expected: 404),
        Case(target: "/v1/products/..%2F..%2Fetc%2Fpasswd", expected: 404),
        Case(target: "/v1/products/%00", expected: 404),
        Case(target: "/v1/products/%E2%80%AE%1B%5B31m", expected: 404),
        Case(target: "*", expected: nil),
        Case(target: "//v1//products//x", expected: nil),
        // bad ids and parameters
        Case(target: "/v1/products/%ZZ", expected: 400),
        Case(target: "/v1/blog/entries/abc", expected: 400),
        Case(target: "/v1/blog/entries/1.5", expected: 400),
        Case(target: "/v1/blog/entries/99999999999999999999999", expected: 400),
        Case(target: "/v1/products", expected: 400),
        Case(target: "/v1/products?limit=5", expected: 400),
        Case(target: "/v1/products?q=a&limit=0", expected: 400),
        Case(target: "/v1/products?q=a&limit=101", expected: 400),
        Case(target: "/v1/products?q=a&limit=-5", expected: 400),
        Case(target: "/v1/products?q=a&limit=1e3", expected: 400),
        Case(target: "/v1/products?q=a&limit=", expected: 400),
        Case(target: "/v1/products?q=a&limit=99999999999999999999999", expected: 400),
        Case(target: "/v1/products?q=a&q=b", expected: 400),
        Case(target: "/v1/products/featured?limit=0", expected: 400),
        Case(target: "/v1/products/featured?limit=abc", expected: 400),
        Case(target: "/v1/blog/entries?page=0", expected: 400),
        Case(target: "/v1/blog/entries?page=-1", expected: 400),
        Case(target: "/v1/blog/entries?page=abc", expected: 400),
        Case(target: "/v1/blog/entries?page=1&page=2", expected: 400),
        Case(target: "/v1/blog/entries?page=99999999999999999999", expected: 400),
        Case(target: "/v1/blog/entries?pageSize=0", expected: 400),
        Case(target: "/v1/blog/entries?pageSize=51", expected: 400),
        // odd but valid
        Case(target: "/v1/blog/entries?page=1000000", expected: 200),
        Case(target: "/v1/products?q=%00%01%1B%5B2J", expected: 200),
        Case(target: "/v1/products?q=%F0%9F%91%9F&limit=100", expected: 200),
        Case(target: "/v1/products?q=%%%", expected: 200),
        Case(target: "/v1/products?q=a&unknown=1", expected: 200),
        // the contract's lengths (V1ContractLimits), then the URI limit, then the parser's head limit
        Case(target: "/v1/products?q=" + String(repeating: "a", count: 1_000), expected: 200),
        Case(target: "/v1/products?q=" + String(repeating: "%F0%9F%98%80", count: 1_000), expected: 200),
        Case(target: "/v1/products?q=" + String(repeating: "a", count: 1_001), expected: 400),
        Case(target: "/v1/products?q=" + String(repeating: "%41", count: 1_001), expected: 400),
        Case(target: "/v1/products/" + String(repeating: "x", count: 200), expected: 404),
        Case(target: "/v1/products/" + String(repeating: "x", count: 201), expected: 400),
        Case(target: "/v1/skus/" + String(repeating: "x", count: 201) + "/product", expected: 400),
        Case(target: "/v1/products?q=" + String(repeating: "a", count: 17 * 1024), expected: 414),
        Case(target: "/v1/products/" + String(repeating: "x", count: 17 * 1024), expected: 414),
        Case(target: "/v1/products?q=" + String(repeating: "%41", count: 60_000), expected: 400),
        // malformed request lines: refused by the HTTP parser itself
        Case(target: "/v1/products/\u{1B}[31m", expected: 400),
        Case(target: "no-leading-slash", expected: 400),
    ]

    @Test(arguments: cases)
    func garbageGetsAClientErrorNeverAServerError(_ testCase: Case) async throws {
        try await TestServer.withRunningServer { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest(testCase.target)
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status < 500)
            if let expected = testCase.expected {
                #expect(response.status == expected)
            }
            if response.status != 200, response.headers["content-length"] != "0" {
                // Everything past the HTTP parser answers in the contract's error format.
                #expect(response.headers["content-type"] == "application/json; charset=utf-8")
                #expect(throws: Never.self) {
                    try JSONCoding.makeDecoder().decode(ErrorDTO.self, from: Data(response.body))
                }
            }
        }
    }

    @Test func aURIBeyondTheParserLimitIsRefusedOrDroppedNeverA5xx() async throws {
        try await TestServer.withRunningServer { client in
            let connection = try RawHTTPConnection(port: client.port)
            // The server may close while the request is still being sent; that is a refusal too.
            try? await connection.sendRequest("/v1/products?q=" + String(repeating: "a", count: 1_200_000))
            let bytes = (try? await connection.readToEnd()) ?? []
            if let response = RawHTTPResponse(bytes) {
                #expect(response.status == 400)
            }
        }
    }

    @Test func aLargeBodyIsRefusedWith413() async throws {
        try await TestServer.withRunningServer { client in
            let body = ByteBuffer(repeating: UInt8(ascii: "x"), count: 2_048)
            let response = try await client.execute(uri: "/v1/products/featured", method: .post, body: body)
            #expect(response.status == .contentTooLarge)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "payload_too_large")
        }
    }

    @Test func aChunkedBodyOverTheLimitIsRefusedWith413() async throws {
        try await TestServer.withRunningServer { client in
            let connection = try RawHTTPConnection(port: client.port)
            let chunk = String(repeating: "x", count: 1_500)
            let request =
                "POST /v1/products/featured HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n" + String(chunk.utf8.count, radix: 16) + "\r\n" + chunk
                + "\r\n0\r\n\r\n"
            try await connection.send(Array(request.utf8))
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status == 413)
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBodyArrives() async throws {
        try await TestServer.withRunningServer { client in
            let connection = try RawHTTPConnection(port: client.port)
            let head =
                "POST /v1/products HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 50000000\r\n\r\n"
            try await connection.send(Array(head.utf8))
            let bytes = try await connection.read { RawHTTPResponse.headerEnd(in: $0) != nil }
            #expect(RawHTTPResponse(bytes)?.status == 413)
        }
    }

    @Test func aSmallBodyOnAReadRouteIsIgnored() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: "/v1/products/featured?limit=1", method: .get, body: ByteBuffer(string: "{}"))
            #expect(response.status == .ok)
        }
    }
}
