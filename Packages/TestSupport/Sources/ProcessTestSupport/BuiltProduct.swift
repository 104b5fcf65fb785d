import Foundation
import Synchronization

/// Where tests find the executable products of this repository that they run from the outside
/// (`cli-app`, `api-server`).
public enum BuiltProduct {
    /// `product` from the build the running tests come from: SwiftPM builds an executable target
    /// that a test target depends on into the test binary's own products folder.
    public static func besideTheTests(_ product: String) throws(ProcessFailure) -> String {
        let start = testBinary
        var folder = start.deletingLastPathComponent()
        // On macOS the test bundle is a folder (…/PackageTests.xctest/Contents/MacOS/…).
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(product).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw ProcessFailure(
            description: "no built \(product) near \(start.path): does the test target depend on it?")
    }

    /// `$variable` when it is set, otherwise `product` built in release from `packagePath` into
    /// `scratchPath` (``ReleaseBuild``), once per process: parallel callers wait for that one build
    /// (SwiftPM would only queue them on its folder lock), and later calls get its result, a failed
    /// build included. Blocking; from async code, call it through ``offloaded(_:)``.
    public static func release(
        _ product: String, packagePath: String, scratchPath: String, variable: String
    ) throws(ProcessFailure) -> String {
        let key = scratchPath + "/" + product
        // Held for the whole lookup: a second caller must wait for the build, not start its own.
        return try releaseBuilds.withLock { known throws(ProcessFailure) -> String in
            if let result = known[key] { return try result.get() }
            let result = Result { () throws(ProcessFailure) -> String in
                try ReleaseBuild.product(
                    product, packagePath: packagePath, scratchPath: scratchPath, variable: variable)
            }
            known[key] = result
            return try result.get()
        }
    }

    private static let releaseBuilds = Mutex<[String: Result<String, ProcessFailure>]>([:])

    /// The test executable (Linux) or the `.xctest` bundle (macOS), inside the build products folder.
    private static var testBinary: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}
