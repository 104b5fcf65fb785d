import Foundation
import Testing

@testable import Services

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A body cut short after the headers arrived is a broken response, not an unreachable server.
@Suite struct TruncatedBodyTests {
    private let url = URL(string: "http://127.0.0.1:8080/v1/products/p-1")!

    private func response(contentLength: Int?) -> HTTPURLResponse {
        let headers = contentLength.map { ["Content-Length": "\($0)"] } ?? [:]
        return HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    @Test func aConnectionLostMidBodyIsABadPayloadNamingWhatArrived() {
        let error = BodyCollectingDelegate.failure(
            URLError(.networkConnectionLost), response: response(contentLength: 200), received: 100)
        #expect(error as? ServiceError == .badPayload("the connection closed after 100 of 200 bytes of the response"))
    }

    @Test func anUnknownLengthIsLeftOutOfTheMessage() {
        let error = BodyCollectingDelegate.failure(
            URLError(.unknown), response: response(contentLength: nil), received: 7)
        #expect(error as? ServiceError == .badPayload("the connection closed after 7 bytes of the response"))
    }

    @Test func withoutAResponseTheTransportErrorStands() {
        let error = BodyCollectingDelegate.failure(URLError(.cannotConnectToHost), response: nil, received: 0)
        #expect((error as? URLError)?.code == .cannotConnectToHost)
    }

    @Test func timeoutsAndCancellationKeepTheirMeaningAfterTheHeaders() {
        for code in [URLError.Code.timedOut, .cancelled] {
            let error = BodyCollectingDelegate.failure(
                URLError(code), response: response(contentLength: 10), received: 5)
            #expect((error as? URLError)?.code == code)
        }
    }
}
