import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How the client reads statuses: 2xx decodes, 404 is not found, anything else a server error.
@Suite struct HTTPClientStatusTests {
    @Test func aSuccessfulAnswerDecodesIntoTheRequestedType() async throws {
        let client = stubClient(StubTransport.json(#"{"error":{"code":"c","message":"m"}}"#))
        let dto: ErrorDTO = try await client.get("/v1/anything")
        #expect(dto.error.code == "c")
        #expect(dto.error.message == "m")
    }

    @Test func notFoundNamesThePath() async {
        let client = stubClient(StubTransport.json(#"{"error":{"code":"not_found","message":"x"}}"#, status: 404))
        let error = await serviceError { () async throws -> ErrorDTO in try await client.get("/v1/products/x") }
        #expect(error == .notFound("/v1/products/x"))
    }

    @Test(arguments: [400, 401, 403, 409, 413, 429, 500, 502, 503, 504, 302])
    func otherStatusesAreServerErrorsWithTheirStatus(status: Int) async {
        let client = stubClient(StubTransport.json(#"{"error":{"code":"e","message":"m"}}"#, status: status))
        let error = await serviceError { () async throws -> ErrorDTO in try await client.get("/v1/products") }
        #expect(error == .server(status: status))
    }

    @Test func anErrorAnswerIsNotDecodedEvenWhenItIsHTML() async {
        let transport = StubTransport.answering(status: 503, contentType: "text/html", body: Data("<html>".utf8))
        let error = await serviceError { () async throws -> ErrorDTO in try await stubClient(transport).get("/v1/x") }
        #expect(error == .server(status: 503))
    }
}
