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

/// The built `cli-app` run as separate processes, as scripts run it: state that must survive a
/// process (the cart), and the live backend's failures.
@Suite(.timeLimit(.minutes(2)))
struct CLIProcessTests {
    @Test func theCartPersistsAcrossRuns() throws {
        let dataDirectory = try TemporaryDirectory()
        let add = try BuiltProduct.runCLIApp(["cart", "add", "p-0418-natural-small", "--data-dir", dataDirectory.path])
        #expect(add.exitCode == 0, "\(add.standardError)")
        let show = try BuiltProduct.runCLIApp(["--data-dir", dataDirectory.path, "--json", "cart", "show"])
        #expect(show.exitCode == 0, "\(show.standardError)")
        let cart = try #require(
            try JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8)) as? [String: Any])
        #expect(cart["itemCount"] as? Int == 1)
        let line = try #require((cart["lines"] as? [[String: Any]])?.first)
        #expect(line["sku"] as? String == "p-0418-natural-small")
        let human = try BuiltProduct.runCLIApp(["cart", "--data-dir", dataDirectory.path])
        #expect(human.standardOutput.hasPrefix("Cart · 1 item\n"))
        #expect(!human.standardOutput.contains("\u{1B}"), "NO_COLOR and a pipe: no escape sequences")
    }

    @Test func withoutATerminalTheInteractiveAppRefusesBeforeTouchingTheDisk() throws {
        let parent = try TemporaryDirectory()
        let dataDirectory = parent.url.appendingPathComponent("not-yet").path
        let run = try BuiltProduct.runCLIApp(["--data-dir", dataDirectory])
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines.count == 1)
        #expect(run.standardErrorLines.first?.hasPrefix("error: the interactive app needs a terminal") == true)
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "the data directory was created anyway")
    }

    @Test func aClosedPortIsOneNetworkLineAndExitCodeOne() throws {
        let dataDirectory = try TemporaryDirectory()
        // The deadline is far below the 10 s default timeout: refusing must not wait for it.
        let run = try BuiltProduct.runCLIApp(
            ["--api", "http://127.0.0.1:9", "--data-dir", dataDirectory.path, "blog", "show", "1"],
            deadline: .seconds(8))
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines == ["error: cannot reach the server: the server refused the connection"])
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aServerThatNeverAnswersTimesOutAfterTimeout() throws {
        let server = try SilentServer()
        let dataDirectory = try TemporaryDirectory()
        let run = try BuiltProduct.runCLIApp(
            [
                "--api", "http://127.0.0.1:\(server.port)", "--timeout", "0.3", "--data-dir", dataDirectory.path,
                "products", "search", "oak",
            ],
            deadline: .seconds(8))
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.exitCode == 1)
        #expect(run.standardErrorLines == ["error: the server did not answer in time"])
    }

    @Test func aUsageErrorIsOneLineAndExitCode64() throws {
        let run = try BuiltProduct.runCLIApp(["cart", "add", "X", "--quantity", "many"])
        #expect(run.exitCode == 64)
        #expect(run.standardErrorLines.count == 1)
        #expect(run.standardErrorLines.first?.hasPrefix("error: ") == true)
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
