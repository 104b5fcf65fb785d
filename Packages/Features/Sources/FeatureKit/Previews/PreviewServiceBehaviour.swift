import Services

/// How a stubbed service behaves in a preview: every call fails, never answers, or finds nothing.
public enum PreviewServiceBehaviour: Sendable, Equatable, CustomStringConvertible {
    /// Every call throws this error.
    case fails(ServiceError)
    /// Every call waits until its task is cancelled (leaving the screen cancels it), then throws
    /// `CancellationError`. Nothing sleeps.
    case hangs
    /// Every call answers with nothing: no entries, no products, an empty cart (a lookup by id is
    /// not found).
    case empty

    public var description: String {
        switch self {
        case .fails(let error): "fails (\(ErrorMessage.describing(error)))"
        case .hangs: "hangs"
        case .empty: "empty"
        }
    }

    /// What a call answers: `empty` for ``empty``, otherwise the error or the wait. A stub of a
    /// service that is not in `Dependencies` yet (a scaffolded feature's own) is one line:
    /// `WishlistService { try await behaviour.answer(empty: []) }`.
    public func answer<Value>(empty: @autoclosure () throws -> Value) async throws -> Value {
        switch self {
        case .fails(let error): throw error
        case .hangs: try await Self.waitUntilCancelled()
        case .empty: return try empty()
        }
    }

    /// Suspends until the task is cancelled, then throws `CancellationError`.
    private static func waitUntilCancelled() async throws -> Never {
        let stream = AsyncStream<Never>.makeStream()
        // The continuation is kept alive (the stream would finish without it) and finished on
        // cancellation, which ends the loop below.
        await withTaskCancellationHandler {
            for await _ in stream.stream {}
        } onCancel: {
            stream.continuation.finish()
        }
        throw CancellationError()
    }
}
