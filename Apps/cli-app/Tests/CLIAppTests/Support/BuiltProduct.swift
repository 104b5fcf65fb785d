import Foundation

/// Finds the `cli-app` binary the tests launch: next to the test bundle in the build products
/// folder (SwiftPM builds it first: the test target depends on the executable target).
enum BuiltProduct {
    static func cliApp() throws -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // The test bundle may be a folder (…/cli-appPackageTests.xctest/…) on some layouts.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("cli-app").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw BuiltProductMissing(searchedFrom: executable.path)
    }
}

struct BuiltProductMissing: Error, CustomStringConvertible {
    let searchedFrom: String
    var description: String { "no built cli-app binary found near \(searchedFrom); run `swift build` first" }
}
