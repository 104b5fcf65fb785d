import Foundation

/// An executable product of this repository built in release, as the end-to-end tests and the app
/// benchmarks run it: `swift build -c release --toolset release-toolset.json --package-path P
/// --scratch-path S --product X`, the command `make bench` builds with too.
public enum ReleaseBuild {
    /// The repository's `release-toolset.json`: the compiler options of every release build of its
    /// executables. It has the compiler call each concrete generic type's metadata accessor directly
    /// instead of demangling the type's name at run time, which looks up each generic requirement's
    /// conformance in every loaded image: a one-shot command starts faster (docs/performance.md).
    public static let toolset = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ProcessTestSupport
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Packages
        .deletingLastPathComponent()  // the root
        .appendingPathComponent("release-toolset.json").path

    /// The `swift build` arguments shared by the build and its `--show-bin-path`.
    static func arguments(packagePath: String, scratchPath: String) -> [String] {
        [
            "swift", "build", "-c", "release", "--toolset", toolset, "--package-path", packagePath,
            "--scratch-path", scratchPath,
        ]
    }

    /// The path of `product`: `$variable` when that is set (it must name an executable file),
    /// otherwise built from `packagePath` into `scratchPath` (blocking; a warm build is quick).
    ///
    /// - Parameter buildOutput: where the build's stderr goes: `.pipe` to quote its end in the
    ///   failure, `.inherit` to show it as it happens.
    public static func product(
        _ product: String, packagePath: String, scratchPath: String, variable: String? = nil,
        buildOutput: ChildProcess.ErrorDestination = .pipe, timeout: Duration = .seconds(40 * 60)
    ) throws(ProcessFailure) -> String {
        if let variable, let given = ProcessInfo.processInfo.environment[variable], !given.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: given) else {
                throw ProcessFailure(description: "\(variable)=\(given) is not an executable file")
            }
            return given
        }
        let common = arguments(packagePath: packagePath, scratchPath: scratchPath)
        let environment = ProcessInfo.processInfo.environment
        let build = try ChildProcess.run(
            "/usr/bin/env", common + ["--product", product], environment: environment, errorDestination: buildOutput,
            timeout: timeout)
        guard build.termination == .exited(0) else {
            let log = String((build.standardOutput + build.standardError).suffix(4_000))
            throw ProcessFailure(description: "building \(product) failed (\(build.termination)):\n\(log)")
        }
        let binPath = try ChildProcess.run(
            "/usr/bin/env", common + ["--show-bin-path"], environment: environment, timeout: .seconds(120))
        let binary = binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ProcessFailure(description: "no \(product) at \(binary) after the build")
        }
        return binary
    }
}
