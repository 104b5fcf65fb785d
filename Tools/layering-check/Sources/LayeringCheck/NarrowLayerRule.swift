/// A layer held to fewer imports than everything to its left: VSMKit (the toolchain only) and
/// TerminalUI (FoundationExt only). Its library targets may import the toolchain and the modules of
/// `libraryMayImport`; its test targets also those of `testsMayAlsoImport`; its manifest may depend
/// on the packages of either (SwiftPM cannot tell a package a test alone uses).
struct NarrowLayerRule: Sendable {
    let layer: Layer
    let libraryMayImport: Set<Layer>
    let testsMayAlsoImport: Set<Layer>
    let rule: Violation.Rule
    /// The rule as a message states it, after the edge: `VSMKit imports Domain, but …`.
    let statement: String

    /// The narrow rule of `layer`, if it has one.
    static func of(_ layer: Layer) -> NarrowLayerRule? {
        [vsmKit, terminalUI].first { $0.layer == layer }
    }

    /// Whether a file of a library target (`inLibraryTarget`) or a test target may import a module of `owner`.
    func allowsImport(from owner: Layer, inLibraryTarget: Bool) -> Bool {
        libraryMayImport.contains(owner) || (!inLibraryTarget && testsMayAlsoImport.contains(owner))
    }

    /// Whether the manifest may depend on a package of `layer`.
    func allowsDependency(on layer: Layer) -> Bool {
        libraryMayImport.contains(layer) || testsMayAlsoImport.contains(layer)
    }

    /// See "What VSMKit may import" in the README, the one statement of this rule.
    static let vsmKit = NarrowLayerRule(
        layer: .vsmKit, libraryMayImport: [], testsMayAlsoImport: [.foundationExt, .testSupport],
        rule: .vsmKitBeyondToolchain,
        statement:
            "but VSMKit may import the toolchain only (its tests also FoundationExt and TestSupport): it is generic "
            + "and knows nothing of the app (Tools/layering-check/README.md#what-vsmkit-may-import)")

    /// See "What TerminalUI may import" in the README, the one statement of this rule.
    static let terminalUI = NarrowLayerRule(
        layer: .terminalUI, libraryMayImport: [.foundationExt], testsMayAlsoImport: [.vsmKit, .testSupport],
        rule: .terminalUIBeyondFoundationExt,
        statement:
            "but TerminalUI's library targets may import the toolchain and FoundationExt only (its tests also VSMKit "
            + "and TestSupport): views know nothing of the domain, the services or the state machines "
            + "(Tools/layering-check/README.md#what-terminalui-may-import)")
}
