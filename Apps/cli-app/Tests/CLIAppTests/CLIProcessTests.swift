import Foundation
import Glibc
import Testing

/// The built `cli-app` run as separate processes, as scripts run it: state that must survive a
/// process (the cart), and the live backend's failures.
@Suite(.timeLimit(.minutes(2)))
struct CLIProcessTests {
    @Test func theCartPersistsAcrossRuns() throws {
        let dataDirectory = try TemporaryDirectory()
        let add = try ChildProcess.cliApp(["cart", "add", "p-0418-natural-small", "--data-dir", dataDirectory.path])
        #expect(add.code == 0, "\(add.error)")
        let show = try ChildProcess.cliApp(["--data-dir", dataDirectory.path, "--json", "cart", "show"])
        #expect(show.code == 0, "\(show.error)")
        let cart = try #require(try JSONSerialization.jsonObject(with: Data(show.output.utf8)) as? [String: Any])
        #expect(cart["itemCount"] as? Int == 1)
        let line = try #require((cart["lines"] as? [[String: Any]])?.first)
        #expect(line["sku"] as? String == "p-0418-natural-small")
        let human = try ChildProcess.cliApp(["cart", "--data-dir", dataDirectory.path])
        #expect(human.output.hasPrefix("Cart · 1 item\n"))
        #expect(!human.output.contains("\u{1B}"), "NO_COLOR and a pipe: no escape sequences")
    }

    @Test func withoutATerminalTheInteractiveAppRefusesBeforeTouchingTheDisk() throws {
        let parent = try TemporaryDirectory()
        let dataDirectory = parent.url.appendingPathComponent("not-yet").path
        let run = try ChildProcess.cliApp(["--data-dir", dataDirectory])
        #expect(run.code == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: the interactive app needs a terminal") == true)
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "the data directory was created anyway")
    }

    @Test func aClosedPortIsOneNetworkLineAndExitCodeOne() throws {
        let dataDirectory = try TemporaryDirectory()
        // The deadline is far below the 10 s default timeout: refusing must not wait for it.
        let run = try ChildProcess.cliApp(
            ["--api", "http://127.0.0.1:9", "--data-dir", dataDirectory.path, "blog", "show", "1"],
            deadline: .seconds(8))
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: cannot reach the server: the server refused the connection"])
        #expect(run.output.isEmpty)
    }

    @Test func aServerThatNeverAnswersTimesOutAfterTimeout() throws {
        let server = try SilentServer()
        let dataDirectory = try TemporaryDirectory()
        let run = try ChildProcess.cliApp(
            [
                "--api", "http://127.0.0.1:\(server.port)", "--timeout", "0.3", "--data-dir", dataDirectory.path,
                "products", "search", "oak",
            ],
            deadline: .seconds(8))
        #expect(!run.timedOut, "still running at the deadline")
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: the server did not answer in time"])
    }

    @Test func aUsageErrorIsOneLineAndExitCode64() throws {
        let run = try ChildProcess.cliApp(["cart", "add", "X", "--quantity", "many"])
        #expect(run.code == 64)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
    }
}

/// A TCP listener on 127.0.0.1 that never accepts nor answers: connections complete (the kernel's
/// backlog) and then hang, like a stalled server.
private final class SilentServer {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PseudoTerminal.Failure(description: "socket failed (errno \(errno))") }
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
            throw PseudoTerminal.Failure(description: "bind/listen failed (errno \(errno))")
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
