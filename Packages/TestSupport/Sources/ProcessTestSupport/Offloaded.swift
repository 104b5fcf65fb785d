import Foundation

/// Runs work that blocks (spawning, polling, socket reads) on a thread of its own, never on the
/// Swift concurrency pool (which the code under test needs) nor on Dispatch's small shared pool
/// (many tests run at once), and awaits its result.
public func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Runs a program to the end off the concurrency pool: ``ChildProcess/run(_:_:environment:errorDestination:timeout:killAfter:)``.
public func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String]?, timeout: Duration = .seconds(60),
    killAfter: Duration? = nil
) async throws -> ProcessResult {
    try await offloaded {
        try ChildProcess.run(executable, arguments, environment: environment, timeout: timeout, killAfter: killAfter)
    }
}
