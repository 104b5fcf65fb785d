import Foundation
import Testing

@testable import ProcessTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The variable that names a ready binary wins over building; building itself is exercised by the
/// end-to-end suite and the benchmarks (a release build here would take minutes).
struct ReleaseBuildTests {
    @Test func everyBuildCompilesWithTheRepositorysReleaseToolset() throws {
        let arguments = ReleaseBuild.arguments(packagePath: "/p", scratchPath: "/s")
        #expect(arguments.starts(with: ["swift", "build", "-c", "release", "--toolset", ReleaseBuild.toolset]))
        let file = try Data(contentsOf: URL(fileURLWithPath: ReleaseBuild.toolset))
        let compiler = (try JSONSerialization.jsonObject(with: file) as? [String: Any])?["swiftCompiler"]
        let options = (compiler as? [String: Any])?["extraCLIOptions"] as? [String]
        #expect(options?.contains("-disable-concrete-type-metadata-mangled-name-accessors") == true)
    }

    @Test func aGivenExecutableIsUsedAsItIs() throws {
        let variable = "RELEASE_BUILD_TEST_\(UUID().uuidString.prefix(8))"
        setenv(variable, "/bin/sh", 1)
        defer { unsetenv(variable) }
        #expect(
            try ReleaseBuild.product("x", packagePath: "/nonexistent", scratchPath: "/nonexistent", variable: variable)
                == "/bin/sh")
    }

    @Test func aGivenPathThatIsNotExecutableIsAFailure() {
        let variable = "RELEASE_BUILD_TEST_\(UUID().uuidString.prefix(8))"
        setenv(variable, "/nonexistent/binary", 1)
        defer { unsetenv(variable) }
        #expect(throws: ProcessFailure.self) {
            try ReleaseBuild.product("x", packagePath: "/nonexistent", scratchPath: "/nonexistent", variable: variable)
        }
    }

    @Test func aFailedBuildSaysWhatTheBuildPrinted() {
        #expect {
            try ReleaseBuild.product(
                "x", packagePath: "/nonexistent-package", scratchPath: "/tmp/release-build-test-scratch")
        } throws: { error in
            (error as? ProcessFailure)?.description.hasPrefix("building x failed") == true
        }
    }
}
