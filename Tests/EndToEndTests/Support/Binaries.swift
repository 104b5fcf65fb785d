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
        if let given = ProcessInfo.processInfo.environment[variable], !given.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: given) else {
                throw ProcessFailure(description: "\(variable)=\(given) is not an executable file")
            }
            return given
        }
        let packagePath = Repository.path(package)
        let common = [
            "build", "-c", "release", "--package-path", packagePath, "--scratch-path", packagePath + "/.build-e2e",
        ]
        let build = try swift(common + ["--product", product], timeout: .seconds(40 * 60))
        guard build.termination == .exited(0) else {
            let log = String((build.standardOutput + build.standardError).suffix(4_000))
            throw ProcessFailure(description: "building \(product) failed (\(build.termination)):\n\(log)")
        }
        let binPath = try swift(common + ["--show-bin-path"], timeout: .seconds(120))
        let binary = binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ProcessFailure(description: "no \(product) at \(binary) after the build")
        }
        return binary
    }

    private static func swift(_ arguments: [String], timeout: Duration) throws(ProcessFailure) -> ProcessResult {
        try ChildProcess.run(
            "/usr/bin/env", ["swift"] + arguments, environment: ProcessInfo.processInfo.environment, timeout: timeout)
    }
}
