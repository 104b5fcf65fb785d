import VSMKit

/// A counter that any task may increment.
final class CountingBox: Sendable {
    private let count = Locked(0)

    var value: Int { count.withLock { $0 } }

    func increment() {
        count.withLock { $0 += 1 }
    }
}
