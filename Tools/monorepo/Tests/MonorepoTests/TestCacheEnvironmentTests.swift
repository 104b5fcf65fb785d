import Foundation
import Testing

@testable import Monorepo

/// The environment's part of a test cache key.
@Suite struct TestCacheEnvironmentTests {
    @Test func makesCommandLineVariablesCountButItsOptionsAndTheRunOnlyVariablesDoNot() {
        let flags = "s --jobserver-auth=fifo:/tmp/GMfifo1 -- SWIFT=/opt/swift FRESH=1 RECORD_STEP_TIMES=1 A=b"
        #expect(TestCacheEnvironment.commandLineVariables(flags) == ["A=b", "SWIFT=/opt/swift"])
        #expect(TestCacheEnvironment.commandLineVariables("") == [])
    }

    @Test func theLinesNameTheToolchainTheSystemTheVariablesSetAndMakesVariables() {
        let environment = TestCacheEnvironment(
            toolchain: "Swift version 6.3.1\nTarget: x86_64-unknown-linux-gnu\n", system: "Linux 6.1 x86_64\n",
            environment: ["SNAPSHOTS": "record", "UNRELATED": "x"], makeFlags: "-- SWIFT=swift")
        #expect(
            environment.lines == [
                "toolchain Swift version 6.3.1", "toolchain Target: x86_64-unknown-linux-gnu",
                "system Linux 6.1 x86_64",
                "env SNAPSHOTS=record", "make SWIFT=swift",
            ])
    }

    /// Every variable the repository's Swift code reads by name (`environment["X"]`, `getenv("X")`,
    /// `variable: "X"`, a type's `environmentVariables`) is part of the key; the monorepo tool's
    /// own reads (`MAKEFLAGS` for the key itself) are not what a test reads.
    @Test func everyVariableTheCodeReadsIsInTheKey() throws {
        let root = AffectedPackagesTests.root
        let listed = String(
            decoding: try CommandRunner.output(
                ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.swift"], in: root),
            as: UTF8.self)
        let patterns = try [
            #"environment\["([A-Z][A-Z0-9_]*)"\]"#, #"getenv\("([A-Z][A-Z0-9_]*)"\)"#,
            #"variable: "([A-Z][A-Z0-9_]*)""#,
            #"environmentVariables = \[([^\]]*)\]"#,
        ].map { try Regex($0) }
        var read: Set<String> = []
        for path in listed.split(separator: "\n") where !path.hasPrefix("Tools/monorepo/") {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            for pattern in patterns {
                for match in text.matches(of: pattern) {
                    guard let captured = match.output[1].substring else { continue }
                    for name in captured.split(whereSeparator: { !$0.isUppercase && !$0.isNumber && $0 != "_" }) {
                        read.insert(String(name))
                    }
                }
            }
        }
        #expect(read.contains("SNAPSHOTS") && read.contains("HOME"), "the scan found the known reads")
        #expect(read.subtracting(TestCacheEnvironment.variables).isEmpty)
    }
}
