import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import Services
import Testing

/// A method a path does not have is 405 with an `Allow` header naming the ones it has (RFC 9110
/// §15.5.6), as the OpenAPI contract expects; a path the API does not have stays 404. Found by
/// schemathesis (`make contract-test`, check "unsupported_method": `TRACE /health` answered 404).
@Suite struct MethodNotAllowedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let method: HTTPRequest.Method
        let target: String
        var testDescription: String { "\(method) \(target)" }
    }

    static let cases: [Case] = [
        Case(method: .trace, target: "/health"),
        Case(method: .post, target: "/health"),
        Case(method: .head, target: "/v1/products?q=oak"),
        Case(method: .delete, target: "/v1/products/p-0001"),
        Case(method: .put, target: "/v1/products/featured"),
        Case(method: .patch, target: "/v1/skus/any-sku/product"),
        Case(method: .options, target: "/v1/blog/entries"),
        Case(method: .post, target: "/v1/blog/entries/3"),
    ]

    @Test(arguments: cases)
    func anotherMethodOnAKnownPathIs405WithAllow(_ testCase: Case) async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: testCase.target, method: testCase.method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET")
            if testCase.method != .head {
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(try response.body.decode(ErrorDTO.self).error.code == "method_not_allowed")
            }
        }
    }

    @Test func anUnknownPathIsStill404WhateverTheMethod() async throws {
        try await TestServer.withRunningServer { client in
            for method: HTTPRequest.Method in [.get, .trace, .delete] {
                let response = try await client.execute(uri: "/v1/no-such-route", method: method)
                #expect(response.status == .notFound, "\(method)")
                #expect(response.headers[.allow] == nil)
            }
        }
    }
}
