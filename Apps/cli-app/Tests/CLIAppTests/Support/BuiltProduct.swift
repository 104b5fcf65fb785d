import Foundation
import ProcessTestSupport

/// Finds the `cli-app` binary the tests launch: next to the test bundle in the build products
/// folder (SwiftPM builds it first: the test target depends on the executable target).
enum BuiltProduct {
    static func cliApp() throws -> String {
        let start = testBundle
        var folder = start.deletingLastPathComponent()
        // The test bundle may be a folder (…/cli-appPackageTests.xctest/…) on some layouts.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("cli-app").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw BuiltProductMissing(searchedFrom: start.path)
    }

    /// Runs the built `cli-app` as a script runs it: arguments in, stdout and stderr captured, no
    /// terminal, no colours, HOME in the temporary folder. A run still going at `deadline` is killed.
    static func runCLIApp(_ arguments: [String], deadline: Duration = .seconds(20)) throws -> ProcessResult {
        try ChildProcess.run(
            try cliApp(), arguments,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            timeout: deadline)
    }

    /// The test executable (Linux) or the `.xctest` bundle (macOS), inside the build products folder.
    private static var testBundle: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}

struct BuiltProductMissing: Error, CustomStringConvertible {
    let searchedFrom: String
    var description: String { "no built cli-app binary found near \(searchedFrom); run `swift build` first" }
}
