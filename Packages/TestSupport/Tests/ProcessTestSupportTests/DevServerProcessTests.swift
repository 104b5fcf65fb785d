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

/// A stand-in server: a script that prints a first line and waits, so the launcher is tested
/// without building the real api-server.
struct DevServerProcessTests {
    /// Writes the script through a close-on-exec descriptor. Foundation's atomic write leaves its
    /// descriptor inheritable, so a child the other test spawns meanwhile (a `sleep 30`) could keep
    /// the file open for writing, and exec'ing the script would then fail with "Text file busy".
    private func script(firstLine: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/fake-server-\(UUID().uuidString)"
        let text = Array("#!/bin/sh\necho 'log line' >&2\necho '\(firstLine)'\nexec sleep 30\n".utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.count else { throw POSIXError(.EIO) }
        return path
    }

    @Test func readsTheListeningLineAndStopsTheServer() throws {
        let binary = try script(firstLine: "listening on http://127.0.0.1:4321")
        defer { unlink(binary) }
        let logPath = FileManager.default.temporaryDirectory.path + "/fake-server-\(UUID().uuidString).log"
        defer { unlink(logPath) }
        let server = try DevServerProcess.start(binary: binary, logPath: logPath)
        #expect(server.baseURL == "http://127.0.0.1:4321")
        #expect(server.port == 4321)
        #expect(server.log.contains("log line"))
        #expect(server.stop() == .signaled(SIGTERM))
        #expect(server.stop() == nil)
    }

    @Test func anUnexpectedFirstLineIsAFailure() throws {
        let binary = try script(firstLine: "listening on http://0.0.0.0:80")
        defer { unlink(binary) }
        #expect(throws: ProcessFailure.self) { try DevServerProcess.start(binary: binary) }
    }
}
