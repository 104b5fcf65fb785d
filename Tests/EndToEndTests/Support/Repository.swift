import Foundation
import ProcessTestSupport

/// Paths in the monorepo, found from this file's own location (Tests/EndToEndTests/Support).
enum Repository {
    /// The repository's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the root

    /// A path below the root.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// A release binary under test: `$variable` when set (the Makefile sets `CLI_APP_BIN` and
    /// `API_SERVER_BIN`), otherwise `product` built once per test run from `package` (a path below
    /// the root) into `<package>/.build-e2e`, where the benchmarks build it too.
    static func releaseBinary(_ product: String, package: String, variable: String) async throws -> String {
        let packagePath = path(package)
        return try await offloaded {
            try BuiltProduct.release(
                product, packagePath: packagePath, scratchPath: packagePath + "/.build-e2e", variable: variable)
        }
    }
}
