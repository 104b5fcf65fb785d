import Foundation
import ProcessTestSupport
import Synchronization

/// The release binaries under test: `CLI_APP_BIN` / `API_SERVER_BIN` when set (the Makefile builds
/// them and sets these), otherwise built here once per test run with
/// `swift build -c release --scratch-path <package>/.build-e2e`, one build at a time.
enum Binaries {
    /// The `cli-app` executable.
    static func cliApp() async throws -> String {
        try await offloaded { try locate(variable: "CLI_APP_BIN", package: "Apps/cli-app", product: "cli-app") }
    }

    /// The `api-server` executable.
    static func apiServer() async throws -> String {
        try await offloaded {
            try locate(variable: "API_SERVER_BIN", package: "Tools/api-server", product: "api-server")
        }
    }

    /// Held for the whole of a lookup: parallel tests wait for the one build instead of starting
    /// their own (SwiftPM would only make them queue on its folder lock anyway).
    private static let buildLock = NSLock()
    private static let found = Mutex<[String: Result<String, ProcessFailure>]>([:])

    private static func locate(variable: String, package: String, product: String) throws -> String {
        buildLock.lock()
        defer { buildLock.unlock() }
        if let known = found.withLock({ $0[product] }) { return try known.get() }
        let result = Result { () throws(ProcessFailure) -> String in
            try resolve(variable: variable, package: package, product: product)
        }
        found.withLock { $0[product] = result }
        return try result.get()
    }

    private static func resolve(variable: String, package: String, product: String) throws(ProcessFailure) -> String {
        let packagePath = Repository.path(package)
        return try ReleaseBuild.product(
            product, packagePath: packagePath, scratchPath: packagePath + "/.build-e2e", variable: variable)
    }
}
