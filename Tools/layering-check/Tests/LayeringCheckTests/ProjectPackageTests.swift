import LayeringCheck
import Testing

struct ProjectPackageTests {
    @Test func theModuleNameOfATargetReplacesWhatAnIdentifierCannotHold() {
        #expect(ProjectPackage.moduleName(ofTarget: "cli-app") == "cli_app")
        #expect(ProjectPackage.moduleName(ofTarget: "BlogFeature") == "BlogFeature")
        #expect(ProjectPackage.moduleName(ofTarget: "3d") == "_3d")
    }
}
