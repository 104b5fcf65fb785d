import Testing

@testable import Monorepo

/// The one table of steps that `make test`, `make test-affected` and `make ci-plan` share.
@Suite struct TestStepsTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(
            root: AffectedPackagesTests.root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"],
            reader: AffectedPackagesTests.reader)
    }

    @Test func makeTestRunsLintThenEveryPackagesStepsInDependencyOrder() {
        #expect(
            TestSteps.steps(of: workspace.packages, lint: true) == [
                "lint", "test-TestSupport", "test-Foundation+Ext", "test-Domain", "test-Services", "test-VSMKit",
                "test-tsan", "test-TerminalUI", "test-Features", "states-check", "tutorial-check", "test-bench",
                "test-monorepo", "test-tutorial", "test-cli-app",
                "build-server", "test-api-server", "contract-test", "test-e2e",
            ])
    }

    @Test func withoutLintTheLayeringChecksOwnTestsAreAStep() {
        let steps = TestSteps.steps(of: workspace.packages)
        #expect(steps.contains("test-layering-check"))
        #expect(!steps.contains("lint"))
    }

    @Test func eachCheckHangsOffItsPackage() throws {
        func steps(_ name: String) throws -> [String] {
            TestSteps.steps(of: try #require(workspace.package(named: name)))
        }
        #expect(try steps("VSMKit") == ["test-VSMKit", "test-tsan"])
        #expect(try steps("Features") == ["test-Features", "states-check", "tutorial-check"])
        #expect(try steps("api-server") == ["build-server", "test-api-server", "contract-test"])
        #expect(try steps("Tests") == ["test-e2e"])
        #expect(try steps("Domain") == ["test-Domain"])
    }
}
