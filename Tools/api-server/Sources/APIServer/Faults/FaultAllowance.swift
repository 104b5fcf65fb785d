import Synchronization

/// How many more answers the server-wide body fault (`--fault`) may spoil: `--fault-count N` lets
/// it spoil the first N it applies to and then answers normally, so a client that retries gets
/// through (a `commit-then-drop` with count 1: the first order is stored and dropped, the retry of
/// its key is answered). Unlimited without the flag; per-request `X-Fault` headers never use it up.
public final class FaultAllowance: Sendable {
    private let remaining: Mutex<Int?>

    /// - Parameter count: how many answers may be spoiled; nil for every one.
    public init(count: Int?) {
        remaining = Mutex(count)
    }

    /// Takes one spoiled answer from the allowance; false when none is left.
    public func take() -> Bool {
        remaining.withLock { remaining in
            guard let left = remaining else { return true }
            guard left > 0 else { return false }
            remaining = left - 1
            return true
        }
    }
}
