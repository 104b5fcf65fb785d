import Foundation
import ProcessTestSupport

/// The dev `api-server` of the end-to-end tests, for the length of one closure:
/// `DevServer.with(["--fault", "stall"]) { server in ... }`. At most `Slots.servers` run at once;
/// the server is always stopped afterwards (SIGTERM, then SIGKILL after a grace period) and its
/// log removed, also when the closure throws.
typealias DevServer = DevServerProcess

extension DevServerProcess {
    /// Starts a server with `flags` (its log in a temporary file), runs `body`, and stops the
    /// server whatever happens.
    static func with<T: Sendable>(
        _ flags: [String] = [], isolation: isolated (any Actor)? = #isolation,
        _ body: (DevServerProcess) async throws -> T
    ) async throws -> T {
        await Slots.servers.acquire()
        let server: DevServerProcess
        do {
            let binary = try await Repository.releaseBinary(
                "api-server", package: "Tools/api-server", variable: "API_SERVER_BIN")
            let logPath = FileManager.default.temporaryDirectory.path + "/e2e-api-server-\(UUID().uuidString).log"
            server = try await offloaded {
                try DevServerProcess.start(
                    binary: binary, flags: flags,
                    environment: ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path],
                    logPath: logPath)
            }
        } catch {
            await Slots.servers.release()
            throw error
        }
        do {
            let value = try await body(server)
            await stop(server)
            return value
        } catch {
            await stop(server)
            throw error
        }
    }

    /// Stops the server off the concurrency pool, removes its log and frees its slot.
    private static func stop(_ server: DevServerProcess) async {
        _ = try? await offloaded {
            server.stop()
            if let logPath = server.logPath { try? FileManager.default.removeItem(atPath: logPath) }
        }
        await Slots.servers.release()
    }

    /// A URL on this server.
    func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL + pathAndQuery)!
    }
}
