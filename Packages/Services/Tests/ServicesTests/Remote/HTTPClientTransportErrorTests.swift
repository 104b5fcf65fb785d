import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How failures of the transport reach a feature: offline, timeout, cancelled, or a broken response.
@Suite struct HTTPClientTransportErrorTests {
    private func error(_ thrown: any Error & Sendable) async -> ServiceError? {
        await serviceError { () async throws -> ErrorDTO in
            try await stubClient(StubTransport.failing(thrown)).get("/v1/x")
        }
    }

    @Test func aRefusedConnectionIsOffline() async {
        #expect(await error(URLError(.cannotConnectToHost)) == .offline("the server refused the connection"))
    }

    @Test(arguments: [URLError.Code.cannotFindHost, .dnsLookupFailed])
    func anUnknownHostIsOffline(code: URLError.Code) async {
        #expect(await error(URLError(code)) == .offline("the server's name could not be resolved"))
    }

    @Test func noNetworkIsOffline() async {
        #expect(await error(URLError(.notConnectedToInternet)) == .offline("no network connection"))
    }

    @Test func aConnectionClosedInTheMiddleOfTheBodyIsOffline() async {
        #expect(
            await error(URLError(.networkConnectionLost))
                == .offline("the connection was lost before the response was complete"))
    }

    @Test func urlSessionsOwnTimeoutIsATimeout() async {
        #expect(await error(URLError(.timedOut)) == .timeout)
    }

    @Test func aCancelledURLTaskIsCancelled() async {
        #expect(await error(URLError(.cancelled)) == .cancelled)
    }

    @Test func anUnreadableResponseIsABadPayload() async {
        #expect(
            await error(URLError(.badServerResponse))
                == .badPayload("the response could not be read (\(URLError.Code.badServerResponse.rawValue))"))
    }

    @Test func aServiceErrorFromTheTransportPassesThrough() async {
        #expect(await error(ServiceError.badPayload("too big")) == .badPayload("too big"))
    }
}
