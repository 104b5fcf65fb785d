/// Imports between the targets of `Packages/Features` (see "Feature interfaces" in the README):
/// an implementation imports other features' interfaces, never their implementations; an
/// interface imports no implementation; FeatureKit imports no feature and no interface; home
/// imports no other feature at all. The fifth rule, no cycle among interfaces, needs the whole
/// graph: `InterfaceCycleRule`.
enum FeatureImportRule {
    /// Where the messages send the reader.
    static let reference = "Tools/layering-check/README.md#feature-interfaces"

    /// The features other features plug into: the app hands them what they show (home its
    /// panels), so they import no other feature, not even an interface.
    static let hosts: Set<String> = ["Home"]

    /// The violation of `target` (a module of the Features package) importing `module`, another
    /// module of the same package, or `nil` when the import is allowed.
    static func violation(
        target: String, importing module: String, file: String, line: Int
    ) -> Violation? {
        guard let importer = FeatureTarget(module: target), let imported = FeatureTarget(module: module) else {
            return nil
        }
        func violation(_ rule: Violation.Rule, _ message: String) -> Violation {
            Violation(file: file, line: line, rule: rule, message: message)
        }
        let importsImplementation = imported.role == .implementation
        if hosts.contains(importer.feature), !imported.feature.isEmpty, imported.feature != importer.feature {
            let what = importsImplementation ? "implementation" : "interface"
            return violation(
                .hostImportsFeature,
                "\(target) imports \(module), another feature's \(what); \(importer.feature) knows no other feature: "
                    + "a feature declares its panel in its own interface and the app hands \(importer.feature) the "
                    + "list (\(reference))")
        }
        if importer.isImplementationSide, importsImplementation, imported.feature != importer.feature {
            return violation(
                .featureImportsImplementation,
                "feature \(target) imports \(module), another feature's implementation; import its interface "
                    + "\(imported.interfaceModule) instead (a feature sees another only through its interface: "
                    + "\(reference))")
        }
        if importer.isInterfaceSide, importsImplementation {
            let whose = imported.feature == importer.feature ? "its own" : "a feature's"
            return violation(
                .interfaceImportsImplementation,
                "interface \(target) imports \(module), \(whose) implementation; an interface imports no "
                    + "implementation, only other interfaces and the layers to its left (\(reference))")
        }
        if importer.isKitSide, importsImplementation || imported.role == .interface {
            let what = importsImplementation ? "a feature" : "a feature's interface"
            return violation(
                .featureKitImportsFeature,
                "\(target) imports \(module), \(what); FeatureKit is the shared mechanism and imports no feature "
                    + "and no interface (\(reference))")
        }
        return nil
    }
}
