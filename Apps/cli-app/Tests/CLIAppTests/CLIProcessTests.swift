import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `cli-app` run as separate processes, as scripts run it: what only a process shows
/// (refusing without a terminal before touching the disk) and the live backend's failures. The
/// cart surviving from one process to the next, and usage errors from a real process, are the
/// end-to-end suite's (`Tests/`: `CartPersistenceTests`, `CLIBadInputTests`).
@Suite(.timeLimit(.minutes(2)))
struct CLIProcessTests {
    @Test func withoutATerminalTheInteractiveAppRefusesBeforeTouchingTheDisk() throws {
        let parent = try TemporaryDirectory()
        let dataDirectory = parent.url.appendingPathComponent("not-yet").path
        let run = try CLIAppProcess.run(["--data-dir", dataDirectory])
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines.count == 1)
        #expect(run.standardErrorLines.first?.hasPrefix("error: the interactive app needs a terminal") == true)
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "the data directory was created anyway")
    }

    @Test func aClosedPortIsOneNetworkLineAndExitCodeOne() throws {
        let dataDirectory = try TemporaryDirectory()
        let closed = try RefusingLoopbackPort()  // not a fixed port, which something might listen on
        // The deadline is far below the 10 s default timeout: refusing must not wait for it.
        let run = try CLIAppProcess.run(
            ["--api", "http://127.0.0.1:\(closed.port)", "--data-dir", dataDirectory.path, "blog", "show", "1"],
            deadline: .seconds(8))
        withExtendedLifetime(closed) {}
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines == ["error: cannot reach the server: the server refused the connection"])
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aServerThatNeverAnswersTimesOutAfterTimeout() throws {
        let server = try SilentServer()
        let dataDirectory = try TemporaryDirectory()
        let run = try CLIAppProcess.run(
            [
                "--api", "http://127.0.0.1:\(server.port)", "--timeout", "0.3", "--data-dir", dataDirectory.path,
                "products", "search", "oak",
            ],
            deadline: .seconds(8))
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines == ["error: the server did not answer in time"])
    }
}

/// A TCP listener on 127.0.0.1 that never accepts nor answers: connections complete (the kernel's
/// backlog) and then hang, like a stalled server.
private final class SilentServer {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProcessFailure(description: "socket failed (errno \(errno))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ProcessFailure(description: "bind/listen failed (errno \(errno))")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(descriptor)
    }
}
