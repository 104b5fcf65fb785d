import VSMKit

/// What a stub was asked, in order, recorded from any thread or task.
///
/// ```swift
/// let log = CallLog<String>()
/// let service = StubService { id in log.record(id); return entry }
/// #expect(log.calls == ["42"])
/// ```
public final class CallLog<Call: Sendable>: Sendable {
    private let storage = Locked<[Call]>([])

    /// An empty log.
    public init() {}

    /// Appends `call`.
    public func record(_ call: Call) {
        storage.withLock { $0.append(call) }
    }

    /// Every call recorded so far, oldest first.
    public var calls: [Call] { storage.withLock { $0 } }
}
