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
    private func script(firstLine: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/fake-server-\(UUID().uuidString)"
        try "#!/bin/sh\necho 'log line' >&2\necho '\(firstLine)'\nexec sleep 30\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o700)
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
