import FoundationExt

/// What a stubbed service was asked, in order, from any thread.
final class CallLog<Call: Sendable>: Sendable {
    private let box = LockedBox<[Call]>([])

    func record(_ call: Call) {
        box.withLock { $0.append(call) }
    }

    var calls: [Call] { box.value }
}
