import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests the client builds: base URL joining, percent-encoding, headers.
@Suite struct HTTPClientRequestTests {
    private let answer = #"{"error":{"code":"c","message":"m"}}"#

    private func requestedURL(base: String, path: String, query: [URLQueryItem] = []) async throws -> String? {
        let log = RequestLog()
        let client = HTTPClient(
            baseURL: try #require(URL(string: base)), transport: StubTransport.json(answer, log: log),
            sleep: neverFiringSleep)
        let _: ErrorDTO = try await client.get(path, query: query)
        return log.urls.first
    }

    @Test func pathsJoinTheBaseURLWithOneSlash() async throws {
        #expect(try await requestedURL(base: "http://api.test", path: "/v1/x") == "http://api.test/v1/x")
        #expect(try await requestedURL(base: "http://api.test/", path: "/v1/x") == "http://api.test/v1/x")
        #expect(try await requestedURL(base: "http://api.test/shop/", path: "v1/x") == "http://api.test/shop/v1/x")
    }

    @Test func queryValuesArePercentEncodedSoTheyCannotSplitOrJoinParameters() async throws {
        let query = [URLQueryItem(name: "q", value: "oak & ash+1=2 é/?#"), URLQueryItem(name: "limit", value: "5")]
        #expect(
            try await requestedURL(base: "http://api.test", path: "/v1/products", query: query)
                == "http://api.test/v1/products?q=oak%20%26%20ash%2B1%3D2%20%C3%A9%2F%3F%23&limit=5")
    }

    @Test func pathSegmentsAreEncodedToStayOneSegment() {
        #expect(HTTPClient.pathSegment("tea/ü 1?#") == "tea%2F%C3%BC%201%3F%23")
        #expect(HTTPClient.pathSegment("a-b_c.d~e") == "a-b_c.d~e")
        #expect(HTTPClient.pathSegment("..") == "%2E%2E")
        #expect(HTTPClient.pathSegment(".") == "%2E")
    }

    @Test func requestsAreGETsThatAcceptJSON() async throws {
        let log = RequestLog()
        let client = stubClient(StubTransport.json(answer, log: log))
        let _: ErrorDTO = try await client.get("/v1/x")
        let request = try #require(log.all.first)
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }
}
