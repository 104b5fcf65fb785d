import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cancelling the task that awaits a request cancels the request itself.
@Suite struct HTTPClientCancellationTests {
    @Test func cancellingTheCallerCancelsTheTransportAndThrowsCancelled() async {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let cancelled = Flag()
        let client = stubClient(StubTransport.hanging(started: startedContinuation, cancelled: cancelled))

        let call = Task { () async throws -> ErrorDTO in try await client.get("/v1/slow") }
        var starts = started.makeAsyncIterator()
        _ = await starts.next()
        call.cancel()

        #expect(await serviceError { try await call.value } == .cancelled)
        #expect(cancelled.isRaised, "the transport saw the cancellation")
    }

    @Test func aCallerCancelledBeforeSendingThrowsCancelled() async {
        let client = stubClient(StubTransport.json(#"{"error":{"code":"c","message":"m"}}"#))
        let call = Task { () async throws -> ErrorDTO in
            await waitUntilCancelled()
            return try await client.get("/v1/x")
        }
        call.cancel()
        #expect(await serviceError { try await call.value } == .cancelled)
    }
}
