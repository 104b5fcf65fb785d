/// The make targets that test each package, in the order they run: the one table that `make test`,
/// `make test-affected` (through `Tools/scripts/test-steps.sh`) and `make ci-plan` read.
///
/// A package's steps are `make test-<name>`, plus the checks that hang off it:
/// - the dev server builds in a folder of its own (`build-server`, see the Makefile), then runs its
///   tests there, so its build also compiles the libraries it uses, then is checked against the
///   OpenAPI contract (`contract-test`);
/// - VSMKit is also tested under the thread sanitizer (`test-tsan`, a folder of its own);
/// - the Features tests record the transitions they drive, and `states-check` compares the state
///   diagrams they give with the committed ones (`docs/states`) and fails on a case no test reaches;
/// - the tutorial check follows docs/tutorial.md in a copy of the repository (`tutorial-check`);
/// - the end-to-end suite (`Tests/`) is `make test-e2e`.
public enum TestSteps {
    /// The step `make lint` is; it also runs the layering check's own tests.
    public static let lint = "lint"
    /// The dev server, the one package that builds in a folder of its own.
    static let serverPackage = "api-server"
    static let serverBuild = "build-server"
    /// The state diagrams' check, after the Features tests whose recordings it reads.
    public static let statesCheck = "states-check"
    /// The dev server against `Packages/Services/openapi.yaml` (schemathesis).
    static let contractTest = "contract-test"
    /// The scaffold test, which runs `Tools/scaffolding` and the monorepo tool.
    static let tutorialCheck = "tutorial-check"
    /// The package of the monorepo tool, which `states-check` and the scaffold test run.
    static let monorepoPackage = "monorepo"

    /// The steps that test `package`, in order.
    public static func steps(of package: WorkspacePackage) -> [String] {
        if package.kind == .endToEnd { return ["test-e2e"] }
        switch package.name {
        case serverPackage: return [serverBuild, "test-" + package.name, contractTest]
        case "VSMKit": return ["test-VSMKit", "test-tsan"]
        case "Features": return ["test-Features", statesCheck, tutorialCheck]
        default: return ["test-" + package.name]
        }
    }

    /// The steps that test `packages` (already in dependency order). With `lint`, `make lint` comes
    /// first and stands in for the layering check's tests, which it runs.
    public static func steps(of packages: [WorkspacePackage], lint: Bool = false) -> [String] {
        let packageSteps = packages.flatMap(steps(of:))
        guard lint else { return packageSteps }
        return [Self.lint] + packageSteps.filter { $0 != "test-layering-check" }
    }

    /// Whether `package` builds everything it uses in a folder of its own, so its first step's time
    /// already holds the compile of its dependencies.
    public static func buildsInItsOwnFolder(_ package: WorkspacePackage) -> Bool {
        package.name == serverPackage
    }

    /// The step under whose name `make test` caches `step`: steps that belong together are cached
    /// together, under the first of them. `states-check` reads what the Features tests record, and
    /// the dev server's tests run in the folder its build step built.
    public static func cacheUnit(of step: String) -> String {
        switch step {
        case statesCheck: "test-Features"
        case "test-" + serverPackage: serverBuild
        default: step
        }
    }

    /// The step that compiles `package` (and, for the dev server, what it uses): its first step.
    public static func buildStep(of package: WorkspacePackage) -> String {
        steps(of: package)[0]
    }
}
