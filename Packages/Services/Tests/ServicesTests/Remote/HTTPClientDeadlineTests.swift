import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The overall deadline: a request (or a body that stalls half way) that outlives the timeout ends in
/// `.timeout` and its transport is cancelled. The deadline's sleep is injected and fired by the test.
@Suite struct HTTPClientDeadlineTests {
    /// A deadline the test fires by hand; it reports the duration it was asked to wait.
    private final class ManualDeadline: Sendable {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Duration.self)
        let (fire, fireContinuation) = AsyncStream.makeStream(of: Void.self)

        var sleep: @Sendable (Duration) async throws -> Void {
            { duration in
                self.startedContinuation.yield(duration)
                var iterator = self.fire.makeAsyncIterator()
                guard await iterator.next() != nil else { throw CancellationError() }
            }
        }
    }

    @Test func aTransportThatOutlivesTheDeadlineTimesOutAndIsCancelled() async throws {
        let deadline = ManualDeadline()
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let cancelled = Flag()
        let client = HTTPClient(
            baseURL: URL(string: "http://api.test")!, timeout: .milliseconds(1500),
            transport: StubTransport.hanging(started: startedContinuation, cancelled: cancelled), sleep: deadline.sleep)

        let call = Task { () async throws -> ErrorDTO in try await client.get("/v1/stall") }
        var sleeps = deadline.started.makeAsyncIterator()
        #expect(await sleeps.next() == .milliseconds(1500))
        var starts = started.makeAsyncIterator()
        _ = await starts.next()
        deadline.fireContinuation.yield()

        let error = await serviceError { try await call.value }
        #expect(error == .timeout)
        #expect(cancelled.isRaised, "the hanging transport was cancelled")
    }

    @Test func anAnswerBeforeTheDeadlineCancelsTheDeadline() async throws {
        let deadlineCancelled = Flag()
        let client = HTTPClient(
            baseURL: URL(string: "http://api.test")!, timeout: .seconds(5),
            transport: StubTransport.json(#"{"error":{"code":"c","message":"m"}}"#),
            sleep: { _ in
                await waitUntilCancelled()
                deadlineCancelled.raise()
                throw CancellationError()
            })
        let dto: ErrorDTO = try await client.get("/v1/fast")
        #expect(dto.error.code == "c")
        #expect(deadlineCancelled.isRaised)
    }

    @Test func theRequestCarriesTheTimeoutForURLSessionToo() async throws {
        let log = RequestLog()
        let client = HTTPClient(
            baseURL: URL(string: "http://api.test")!, timeout: .milliseconds(2500),
            transport: StubTransport.json(#"{"error":{"code":"c","message":"m"}}"#, log: log), sleep: neverFiringSleep)
        let _: ErrorDTO = try await client.get("/v1/x")
        #expect(log.all.first?.timeoutInterval == 2.5)
    }
}
