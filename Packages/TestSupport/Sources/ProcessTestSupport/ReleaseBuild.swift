import Foundation

/// An executable product of this repository built in release, as the end-to-end tests and the app
/// benchmarks run it: `swift build -c release --package-path P --scratch-path S --product X`.
public enum ReleaseBuild {
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
        let common = [
            "swift", "build", "-c", "release", "--package-path", packagePath, "--scratch-path", scratchPath,
        ]
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
