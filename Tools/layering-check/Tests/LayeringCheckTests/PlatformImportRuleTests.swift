import LayeringCheck
import Testing

/// The fixtures are arrays of lines, not multi-line literals, so that no line of this file itself
/// begins with a platform import (a plain `grep` for unguarded imports would flag them).
struct PlatformImportRuleTests {
    private static let guarded = [
        "import Foundation",
        "#if canImport(Glibc)",
        "import Glibc",
        "#elseif canImport(Musl)",
        "import Musl",
        "#elseif canImport(Darwin)",
        "import Darwin",
        "#endif",
    ].joined(separator: "\n")

    @Test func anUnguardedGlibcImportInAToolFailsNamingTheFileAndLineThenPassesOnceGuarded() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Tools/bench/Sources/launch-bench/main.swift", "import Foundation\nimport Glibc\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .unguardedPlatformImport)
        #expect(
            violation.description.hasPrefix(
                "Tools/bench/Sources/launch-bench/main.swift:2: import Glibc is not behind `#if canImport(Glibc)`"))

        try repository.write("Tools/bench/Sources/launch-bench/main.swift", Self.guarded)
        #expect(try repository.check().isClean)
    }

    @Test(arguments: [
        "Tests/EndToEndTests/Support/Child.swift",
        "Packages/Services/Sources/Services/Cart/Files.swift",
        "Apps/cli-app/Tests/CLIAppTests/Support/Process.swift",
    ])
    func everyPartOfTheTreeIsChecked(file: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write(file, "import Darwin\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.file == file)
        #expect(violation.line == 1)
        #expect(violation.rule == .unguardedPlatformImport)
    }

    @Test func aGuardForAnotherModuleOrAnElseBranchIsNoGuard() {
        let source = [
            "#if os(Linux)",
            "import Glibc",
            "#endif",
            "#if canImport(Glibc)",
            "import Glibc",
            "#else",
            "import Darwin",
            "#endif",
            "#if !canImport(Musl)",
            "import Musl",
            "#endif",
        ].joined(separator: "\n")
        // Lines 2, 7, 10 unguarded; the `#if` at 4 imports Glibc with no Darwin branch beside it.
        #expect(PlatformImportRule.violations(in: source, file: "F.swift").map(\.line).sorted() == [2, 4, 7, 10])
    }

    @Test func aGlibcBranchWithoutADarwinBranchFails() {
        let glibcOnly =
            "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#endif\n"
        let violation = PlatformImportRule.violations(in: glibcOnly, file: "F.swift")
        #expect(violation.map(\.line) == [2])
        #expect(
            violation.first?.message.hasPrefix("this `#if` imports Glibc but has no `#elseif canImport(Darwin)`")
                == true)
        #expect(PlatformImportRule.violations(in: Self.guarded, file: "F.swift").isEmpty)
    }

    @Test func nestedConditionsAndCommentedImportsAreRead() {
        let source = [
            "#if canImport(Darwin)",
            "#if DEBUG",
            "import Foundation",
            "#endif",
            "import Darwin",
            "#endif",
            "// import Glibc",
            "let text = \"import Musl\"",
        ].joined(separator: "\n")
        #expect(PlatformImportRule.violations(in: source, file: "F.swift").isEmpty)
    }

    @Test func hiddenAndBuildFoldersOutsideThePackagesAreSkipped() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Tools/bench/.build/checkouts/x/Sources/X/X.swift", "import Glibc\n")
        try repository.write("Tests/.build/debug/Y.swift", "import Glibc\n")
        #expect(try repository.check().isClean)
    }
}
