/// Modules that come with the Swift toolchain or the operating system's C library: importing them
/// adds no package dependency.
public enum ToolchainModules {
    /// The names, as they are written after `import`.
    public static let names: Set<String> = [
        // The standard library and its companions
        "Swift", "_Concurrency", "_StringProcessing", "_Backtracing", "_Differentiation", "_Volatile",
        "RegexBuilder", "Distributed", "Observation", "Synchronization", "SwiftOnoneSupport", "Cxx", "CxxStdlib",
        // Foundation and Dispatch
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch",
        // Testing
        "Testing", "XCTest",
        // C libraries and platform overlays
        "Glibc", "SwiftGlibc", "Musl", "Bionic", "Android", "WASILibc", "Darwin", "os", "WinSDK", "ucrt", "CRT",
        // Manifests and plugins
        "PackageDescription", "PackagePlugin", "CompilerPluginSupport",
    ]

    /// Whether `module` comes with the toolchain.
    public static func contains(_ module: String) -> Bool {
        names.contains(module)
    }
}
