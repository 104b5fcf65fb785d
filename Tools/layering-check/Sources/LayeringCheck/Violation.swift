/// One broken rule, at a file and line of the repository.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The rules the check enforces.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A `.package(path:)` to a package at the same layer or to the right.
        case backwardDependency
        /// An import of a module from a package to the right, or from a sibling at the same layer.
        case backwardImport
        /// A library package importing a module that is neither the toolchain's nor a package's to its left.
        case hiddenDependency
        /// A library package under `Packages/` depending on a remote package.
        case remoteDependency
        /// A feature's implementation (its tests, its preview) importing another feature's implementation.
        case featureImportsImplementation
        /// A feature interface (or its tests) importing an implementation, its own or another's.
        case interfaceImportsImplementation
        /// Feature interfaces importing each other in a cycle.
        case interfaceCycle
        /// A feature interface importing Services or VSMKit, itself or through a module it imports.
        case interfaceReachesImplementationLayer
        /// FeatureKit (or its tests) importing a feature or a feature's interface.
        case featureKitImportsFeature
        /// Home (any of its targets) importing another feature or its interface: the app hands home
        /// its panels, which the features declare in their own interfaces.
        case hostImportsFeature
        /// VSMKit depending on or importing a package's module: it may import the toolchain only
        /// (its tests also FoundationExt and TestSupport).
        case vsmKitBeyondToolchain
        /// TerminalUI depending on or importing a package's module other than FoundationExt's
        /// (its tests also VSMKit's and TestSupport's).
        case terminalUIBeyondFoundationExt
        /// A library (non-test) target under `Packages/` or `Apps/` importing the test support.
        case testSupportInLibrary
        /// `import Glibc`, `Darwin` or `Musl` outside an `#if canImport(<that module>)` branch.
        case unguardedPlatformImport
        /// A package folder under `Packages/` that is not one of the layers.
        case unknownPackage
    }

    /// The file, relative to the repository root.
    public let file: String
    /// The 1-based line.
    public let line: Int
    public let rule: Rule
    /// A one-line explanation naming the edge.
    public let message: String

    public init(file: String, line: Int, rule: Rule, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// `file:line: message`, the form editors and terminals link to.
    public var description: String {
        "\(file):\(line): \(message)"
    }
}
