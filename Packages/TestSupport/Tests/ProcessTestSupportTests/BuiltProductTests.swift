import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding binaries without building one: a release build here would take minutes (building is
/// exercised by the end-to-end suite and the benchmarks).
struct BuiltProductTests {
    @Test func aProductTheTestsDoNotDependOnIsNotFoundBesideThem() {
        #expect {
            try BuiltProduct.besideTheTests("no-such-product-\(UUID().uuidString.prefix(8))")
        } throws: { error in
            (error as? ProcessFailure)?.description.hasPrefix("no built no-such-product-") == true
        }
    }

    @Test func aReleaseProductIsLookedUpOncePerProcess() throws {
        let variable = "BUILT_PRODUCT_TEST_\(UUID().uuidString.prefix(8))"
        let scratch = "/nonexistent-scratch-\(UUID().uuidString)"
        setenv(variable, "/bin/sh", 1)
        let first = try BuiltProduct.release(
            "x", packagePath: "/nonexistent-package", scratchPath: scratch, variable: variable)
        unsetenv(variable)
        // Without the variable this would build /nonexistent-package and fail: the first answer stands.
        let second = try BuiltProduct.release(
            "x", packagePath: "/nonexistent-package", scratchPath: scratch, variable: variable)
        #expect(first == "/bin/sh")
        #expect(second == "/bin/sh")
    }
}
