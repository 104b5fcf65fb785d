import Foundation
import Glibc
import Synchronization

/// The dev `api-server`, started on a free loopback port (`--port 0`) with the given flags, for
/// the length of one closure: `DevServer.with(["--fault", "stall"]) { server in ... }`. It is
/// always stopped afterwards (SIGTERM, then SIGKILL after a grace period), also when the closure
/// throws.
final class DevServer: Sendable {
    /// `http://127.0.0.1:PORT`, as the server printed it.
    let baseURL: String
    let port: UInt16
    let pid: pid_t
    /// Where the server's stderr (its log) goes, for failure messages.
    let logPath: String

    private let child: UncheckedChild
    private let isStopped = Mutex(false)

    private init(child: ChildProcess, baseURL: String, port: UInt16, logPath: String) {
        self.child = UncheckedChild(child)
        self.pid = child.pid
        self.baseURL = baseURL
        self.port = port
        self.logPath = logPath
    }

    /// Starts a server with `flags`, runs `body`, and stops the server whatever happens.
    static func with<T: Sendable>(
        _ flags: [String] = [], isolation: isolated (any Actor)? = #isolation,
        _ body: (DevServer) async throws -> T
    ) async throws -> T {
        await Slots.servers.acquire()
        let server: DevServer
        do {
            server = try await start(flags)
        } catch {
            await Slots.servers.release()
            throw error
        }
        do {
            let value = try await body(server)
            await server.stop()
            await Slots.servers.release()
            return value
        } catch {
            await server.stop()
            await Slots.servers.release()
            throw error
        }
    }

    /// The server's log so far (its stderr), at most the last 3,000 characters.
    var log: String {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return String(text.suffix(3_000))
    }

    private static func start(_ flags: [String]) async throws -> DevServer {
        let binary = try await Binaries.apiServer()
        let logPath = FileManager.default.temporaryDirectory.path + "/e2e-api-server-\(UUID().uuidString).log"
        return try await offloaded {
            let child = try ChildProcess(
                executable: binary, arguments: ["--host", "127.0.0.1", "--port", "0"] + flags,
                environment: ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path],
                errorDestination: .file(logPath))
            guard let line = child.readOutputLine(timeout: .seconds(30)) else {
                _ = child.killAndReap()
                let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
                throw ProcessFailure(
                    description:
                        "api-server \(flags) printed no `listening on` line within 30 s; log:\n\(log.suffix(2_000))")
            }
            let prefix = "listening on "
            guard line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))),
                url.host == "127.0.0.1", let port = url.port, let port16 = UInt16(exactly: port), port16 > 0
            else {
                _ = child.killAndReap()
                throw ProcessFailure(description: "unexpected first line from api-server: \(line.debugDescription)")
            }
            let server = DevServer(
                child: child, baseURL: String(line.dropFirst(prefix.count)), port: port16, logPath: logPath)
            // Only that line goes to stdout (the README's contract); the log goes to the file.
            return server
        }
    }

    /// SIGTERM, up to 5 s for a graceful exit, then SIGKILL; reaps the process, removes the log.
    func stop() async {
        let isFirstStop = isStopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard isFirstStop else { return }
        let box = child
        _ = try? await offloaded {
            box.child.signal(SIGTERM)
            if box.child.waitForExit(timeout: .seconds(5)) == nil { _ = box.child.killAndReap() }
            try? FileManager.default.removeItem(atPath: self.logPath)
        }
    }

    /// A URL on this server.
    func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL + pathAndQuery)!
    }
}

/// The server's `ChildProcess`, shared by the `DevServer`. Safe to mark Sendable: after `start`
/// hands it over, only `stop()` touches it, and the `isStopped` flag lets exactly one call through.
private struct UncheckedChild: @unchecked Sendable {
    let child: ChildProcess
    init(_ child: ChildProcess) { self.child = child }
}
