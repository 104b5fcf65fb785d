import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The dev `api-server` (or any server that prints `listening on http://127.0.0.1:PORT` as its
/// first stdout line) started on a free loopback port with `--port 0`, until ``stop()``.
public final class DevServerProcess: Sendable {
    /// `http://127.0.0.1:PORT`, as the server printed it.
    public let baseURL: String
    public let port: UInt16
    public let pid: pid_t
    /// Where the server's stderr (its log) goes, when a file was asked for.
    public let logPath: String?
    /// The running child; `nil` once stopped. Only ``stop()`` touches it, under the lock.
    private let child: Mutex<ChildProcess?>

    /// Starts `binary --host 127.0.0.1 --port 0 <flags>` (blocking) and reads its `listening on`
    /// line, for at most `timeout`. stderr goes to `logPath`, or to /dev/null.
    public static func start(
        binary: String, flags: [String] = [], environment: [String: String] = ["PATH": "/usr/bin:/bin"],
        logPath: String? = nil, timeout: Duration = .seconds(30)
    ) throws(ProcessFailure) -> DevServerProcess {
        let child = try ChildProcess(
            executable: binary, arguments: ["--host", "127.0.0.1", "--port", "0"] + flags, environment: environment,
            errorDestination: logPath.map { .file($0) } ?? .devNull)
        let prefix = "listening on "
        guard let line = child.readOutputLine(timeout: timeout) else {
            child.killAndReap()
            let log = logPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
            throw ProcessFailure(
                description:
                    "\(binary) \(flags) printed no `\(prefix)` line within \(timeout); log:\n\(log.suffix(2_000))"
            )
        }
        guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))),
            url.host == "127.0.0.1", let port = url.port.flatMap(UInt16.init(exactly:)), port > 0
        else {
            child.killAndReap()
            throw ProcessFailure(description: "unexpected first line from \(binary): \(line.debugDescription)")
        }
        return DevServerProcess(
            child: child, baseURL: String(line.dropFirst(prefix.count)), port: port, logPath: logPath)
    }

    private init(child: consuming sending ChildProcess, baseURL: String, port: UInt16, logPath: String?) {
        self.pid = child.pid
        self.baseURL = baseURL
        self.port = port
        self.logPath = logPath
        self.child = Mutex(child)
    }

    deinit {
        stop()
    }

    /// The server's log so far (its stderr file), at most the last 3,000 characters.
    public var log: String {
        let text = logPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        return String(text.suffix(3_000))
    }

    /// SIGTERM, up to `grace` for a graceful exit, then SIGKILL; reaps the process (blocking).
    /// Returns how it ended; later calls return `nil`.
    @discardableResult
    public func stop(grace: Duration = .seconds(5)) -> Termination? {
        child.withLock { child in
            guard let running = child else { return nil }
            child = nil
            running.signal(SIGTERM)
            return running.waitForExit(timeout: grace) ?? running.killAndReap()
        }
    }
}
