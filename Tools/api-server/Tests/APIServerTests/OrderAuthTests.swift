import APIServer
import HTTPTypes
import Hummingbird
import Services
import Testing

/// Every order route needs a known bearer token: without one, 401 with the contract's error body and
/// `WWW-Authenticate: Bearer`, before anything else is looked at.
@Suite struct OrderAuthTests {
    private static let routes: [(HTTPRequest.Method, String)] = [
        (.post, "/v1/orders"), (.get, "/v1/orders"), (.get, "/v1/orders/o-000001"),
    ]

    private func expectUnauthorized(_ response: TestResponse) throws {
        #expect(response.status == .unauthorized)
        #expect(response.headers[.wwwAuthenticate] == "Bearer")
        #expect(try response.body.decode(ErrorDTO.self).error.code == "unauthorized")
    }

    @Test(arguments: [nil, "no-such-token", "dev-token-alicex"])
    func missingOrUnknownTokenIsUnauthorized(token: String?) async throws {
        try await TestServer.withRunningServer { client in
            for (method, uri) in Self.routes {
                let response = try await client.execute(
                    uri: uri, method: method, headers: OrderRequests.headers(token: token, key: "k-1"),
                    body: method == .post ? OrderRequests.body(try OrderRequests.stockedSKU().sku) : nil)
                try expectUnauthorized(response)
            }
        }
    }

    @Test func aTokenInAnotherSchemeIsUnauthorized() async throws {
        try await TestServer.withRunningServer { client in
            let headers = TestServer.headers(["Authorization": "Basic \(OrderRequests.alice)"])
            try expectUnauthorized(try await client.execute(uri: "/v1/orders", method: .get, headers: headers))
        }
    }

    @Test func tokensFromTheConfigurationReplaceTheDevelopmentOnes() async throws {
        let tokens = try CustomerTokens.fromFlags(tokens: ["carol=secret-carol"], tokensFile: nil)
        try await TestServer.withRunningServer(APIServerConfiguration(port: 0, tokens: tokens)) { client in
            #expect(try await client.get("/v1/orders", token: "secret-carol").status == .ok)
            try expectUnauthorized(try await client.get("/v1/orders", token: OrderRequests.alice))
        }
    }

    @Test func theOtherRoutesNeedNoToken() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.get("/v1/products/featured", token: nil)
            #expect(response.status == .ok)
        }
    }
}
