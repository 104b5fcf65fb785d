import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the client refuses in a 200 answer: too large, not JSON, not the contract's shape.
@Suite struct HTTPClientPayloadTests {
    private let errorJSON = #"{"error":{"code":"c","message":"m"}}"#

    private func error(
        _ transport: HTTPTransport, maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes
    ) async -> ServiceError? {
        await serviceError { () async throws -> ErrorDTO in
            try await stubClient(transport, maxBodyBytes: maxBodyBytes).get("/v1/x")
        }
    }

    @Test func aBodyOverTheLimitIsABadPayload() async {
        let body = Data(errorJSON.utf8)
        #expect(
            await error(StubTransport.answering(body: body), maxBodyBytes: body.count - 1)
                == .badPayload("the response body is larger than the limit of \(body.count - 1) bytes"))
    }

    @Test func aBodyExactlyAtTheLimitIsAccepted() async {
        let body = Data(errorJSON.utf8)
        #expect(await error(StubTransport.answering(body: body), maxBodyBytes: body.count) == nil)
    }

    @Test func aCaptivePortalsHTMLPageIsReportedAsNotJSON() async {
        let page = Data("<!DOCTYPE html><title>Network login</title>".utf8)
        let transport = StubTransport.answering(contentType: "text/html; charset=utf-8", body: page)
        #expect(await error(transport) == .badPayload("expected JSON, got text/html"))
    }

    @Test func aMissingContentTypeIsReportedAsNotJSON() async {
        let transport = StubTransport.answering(contentType: nil, body: Data(errorJSON.utf8))
        #expect(await error(transport) == .badPayload("expected JSON, got no Content-Type"))
    }

    @Test(arguments: ["application/json", "Application/JSON; charset=utf-8", "application/problem+json"])
    func jsonMediaTypesAreAccepted(contentType: String) async {
        let transport = StubTransport.answering(contentType: contentType, body: Data(errorJSON.utf8))
        #expect(await error(transport) == nil)
    }

    @Test func malformedJSONIsABadPayload() async {
        // What the dev server's `malformed-json` fault sends: the last byte cut and garbage appended.
        let spoiled = String(errorJSON.dropLast()) + ",,<not json>"
        #expect(await error(StubTransport.json(spoiled)) == .badPayload("the body is not valid JSON"))
    }

    @Test func anEmptyBodyIsABadPayload() async {
        #expect(await error(StubTransport.json("")) == .badPayload("the body is not valid JSON"))
    }

    @Test func aMissingFieldIsNamedByItsPath() async {
        let transport = StubTransport.json(
            #"{"products":[{"id":"p","name":"n","description":"","brand":"b","category":"c","skus":[{"price":{"currency":"USD","regular":"1.00"},"stock":1}]}]}"#
        )
        let error = await serviceError { () async throws -> ProductListDTO in
            try await stubClient(transport).get("/v1/x")
        }
        #expect(error == .badPayload("products[0].skus[0].id: missing"))
    }

    @Test func anAmountSentAsANumberIsNamedByItsPath() async {
        let transport = StubTransport.json(#"{"currency":"USD","regular":19.99}"#)
        let error = await serviceError { () async throws -> PriceDTO in try await stubClient(transport).get("/v1/x") }
        #expect(error == .badPayload("regular: expected a string"))
    }

    @Test func aNullWhereAValueIsRequiredIsNamedByItsPath() async {
        let transport = StubTransport.json(#"{"error":{"code":null,"message":"m"}}"#)
        #expect(await error(transport) == .badPayload("error.code: null where a value is required"))
    }
}
