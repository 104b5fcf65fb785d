import Testing

@testable import Monorepo

@Suite struct RepositoryPathTests {
    @Test func anAbsolutePathIsTakenAsGivenAndARelativeOneFromTheRoot() {
        #expect(RepositoryPath.resolve("/tmp/times.json", root: "/repo") == "/tmp/times.json")
        #expect(RepositoryPath.resolve("docs/states", root: "/repo") == "/repo/docs/states")
    }
}
