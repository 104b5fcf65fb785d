/// Checks a repository against the layering rules.
///
/// Layers run `TestSupport → Foundation+Ext → Domain → Services → VSMKit → TerminalUI → Features →
/// Apps`; the packages are the folders `Packages/<layer>` and `Apps/*` with a `Package.swift`. A
/// package may depend on and import only packages to its left, library packages (under
/// `Packages/`) depend on no remote package and import nothing but the toolchain and packages to
/// their left, VSMKit's library targets import the toolchain only and TerminalUI's FoundationExt
/// only (`NarrowLayerRule`), a feature sees another only through its interface
/// (`FeatureImportRule`, `InterfaceCycleRule`), and only test targets import the test support.
/// Every Swift file of the repository (also under `Tools/` and `Tests/`) imports `Glibc`, `Darwin`
/// or `Musl` only behind `#if canImport` of that module.
public struct LayeringChecker: Sendable {
    private let scanner: ProjectScanner

    /// A checker of the repository at `root`, reading its manifests with `reader`.
    public init(root: String, reader: ManifestReader = ManifestReader()) {
        scanner = ProjectScanner(root: root, reader: reader)
    }

    /// Reads the repository and reports every violation.
    public func check() throws(LayeringCheckError) -> LayeringReport {
        let packages = try scanner.packages()
        let owners = moduleOwners(packages)
        var violations: [Violation] = []
        var interfaceCycles = InterfaceCycleRule()
        var interfaceWeights = InterfaceWeightRule { [.services, .vsmKit].contains(owners[$0]?.layer) }
        var importCount = 0
        for package in packages {
            guard let layer = package.layer else {
                violations.append(unknownPackage(package))
                continue
            }
            violations += dependencyViolations(of: package, layer: layer)
            for file in package.sourceFiles {
                let source = try scanner.read(file)
                violations += PlatformImportRule.violations(in: source, file: file)
                let imports = ImportScanner.imports(in: source)
                importCount += imports.count
                let target = package.target(ofFile: file).map(ProjectPackage.moduleName(ofTarget:))
                for declaration in imports {
                    if let violation = importViolation(
                        declaration, in: file, target: target, of: package, layer: layer, owners: owners)
                    {
                        violations.append(violation)
                    }
                    if layer == .features, let target {
                        interfaceWeights.record(
                            target: target, importing: declaration.module, file: file, line: declaration.line)
                    }
                    if layer == .features, let target, package.modules.contains(declaration.module) {
                        interfaceCycles.record(
                            target: target, importing: declaration.module, file: file, line: declaration.line)
                    }
                }
            }
        }
        violations += interfaceCycles.violations()
        violations += interfaceWeights.violations()
        // Tools and end-to-end tests are outside the layers, but they must build on every platform too.
        for file in scanner.swiftFilesOutsidePackages() {
            violations += PlatformImportRule.violations(in: try scanner.read(file), file: file)
        }
        return LayeringReport(packageCount: packages.count, importCount: importCount, violations: violations)
    }

    // MARK: - Package.swift

    private func dependencyViolations(of package: ProjectPackage, layer: Layer) -> [Violation] {
        var violations: [Violation] = []
        let file = package.manifestPath
        for dependency in package.manifest.localDependencies {
            let edge = "\(package.name) depends on \(dependency.path)"
            func violation(_ rule: Violation.Rule, _ message: String) -> Violation {
                Violation(file: file, line: dependency.line, rule: rule, message: message)
            }
            // Judged by where the path points, so a layer whose package is still being written counts too.
            guard
                let (otherName, otherLayer) = Self.packageFolder(resolve(dependency.path, from: package.relativePath)),
                let otherLayer
            else {
                if package.isLibraryPackage {
                    violations.append(
                        violation(
                            .backwardDependency, "\(edge), which is not a package in the layer order (\(Layer.order))"))
                }
                continue
            }
            if otherLayer > layer {
                violations.append(
                    violation(.backwardDependency, "\(edge) (\(otherName)), which stands to its right (\(Layer.order))")
                )
            } else if otherLayer == layer {
                violations.append(
                    violation(
                        .backwardDependency,
                        "\(edge) (\(otherName)), a sibling at the same layer (\(layer.name)); "
                            + "a package depends only on packages to its left (\(Layer.order))"))
            } else if let narrow = NarrowLayerRule.of(layer), !narrow.allowsDependency(on: otherLayer) {
                // What only the tests may use is judged per file by the import rule.
                violations.append(violation(narrow.rule, "\(edge) (\(otherName)), \(narrow.statement)"))
            }
        }
        if package.isLibraryPackage {
            for dependency in package.manifest.remoteDependencies {
                violations.append(
                    Violation(
                        file: file, line: dependency.line, rule: .remoteDependency,
                        message: "\(package.name) depends on the remote package \(dependency.location); "
                            + "packages under Packages/ depend only on the toolchain and packages to their left"))
            }
        }
        return violations
    }

    /// The repository-relative folder a `.package(path:)` points to, or `nil` when it leaves the repository.
    private func resolve(_ path: String, from packagePath: String) -> String? {
        var components: [Substring]
        if path.hasPrefix("/") {
            let root = scanner.root.hasSuffix("/") ? scanner.root : scanner.root + "/"
            guard path.hasPrefix(root) else { return nil }
            components = []
            path.dropFirst(root.count).split(separator: "/").forEach { components.append($0) }
        } else {
            components = packagePath.split(separator: "/") + path.split(separator: "/")
        }
        var resolved: [Substring] = []
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !resolved.isEmpty else { return nil }
                resolved.removeLast()
            default: resolved.append(component)
            }
        }
        return resolved.joined(separator: "/")
    }

    /// The name and layer of the package folder at a repository-relative path: `Packages/<layer>`
    /// or `Apps/<name>`; the layer is `nil` for another folder under `Packages/`, and the result is
    /// `nil` for a path that is not a package folder at all.
    static func packageFolder(_ relativePath: String?) -> (name: String, layer: Layer?)? {
        guard let components = relativePath?.split(separator: "/"), components.count == 2 else { return nil }
        let name = String(components[1])
        switch components[0] {
        case "Packages": return (name, Layer(libraryPackageFolder: name))
        case "Apps": return (name, .apps)
        default: return nil
        }
    }

    // MARK: - Imports

    private func importViolation(
        _ declaration: ImportDeclaration, in file: String, target: String?, of package: ProjectPackage,
        layer: Layer, owners: [String: ModuleOwner]
    ) -> Violation? {
        let module = declaration.module
        func violation(_ rule: Violation.Rule, _ message: String) -> Violation {
            Violation(file: file, line: declaration.line, rule: rule, message: message)
        }
        if package.modules.contains(module) {
            guard layer == .features, let target else { return nil }
            return FeatureImportRule.violation(target: target, importing: module, file: file, line: declaration.line)
        }
        guard let owner = owners[module] else {
            if ToolchainModules.contains(module) || !package.isLibraryPackage { return nil }
            return violation(
                .hiddenDependency,
                "\(package.name) imports \(module), which is neither a toolchain module nor a module of a package "
                    + "to its left (a hidden dependency)")
        }
        let edge =
            module == owner.packageName
            ? "\(package.name) imports \(module)" : "\(package.name) imports \(module) from \(owner.packageName)"
        guard let ownerLayer = owner.layer else {
            return violation(.backwardImport, "\(edge), which is not a package in the layer order (\(Layer.order))")
        }
        if ownerLayer > layer {
            return violation(.backwardImport, "\(edge), which stands to its right (\(Layer.order))")
        }
        if ownerLayer == layer {
            return violation(
                .backwardImport,
                "\(edge), a sibling at the same layer (\(layer.name)); siblings do not import each other")
        }
        if ownerLayer == .testSupport, package.isSourceFile(file) {
            return violation(
                .testSupportInLibrary,
                "\(edge) in a library target; the test support is for test targets (Tests/) and tools only")
        }
        if let narrow = NarrowLayerRule.of(layer),
            !narrow.allowsImport(from: ownerLayer, inLibraryTarget: package.isSourceFile(file))
        {
            return violation(narrow.rule, "\(edge), \(narrow.statement)")
        }
        return nil
    }

    // MARK: - Helpers

    /// The package that defines a module, and its layer (`nil` for a folder outside the layers).
    struct ModuleOwner {
        let packageName: String
        let layer: Layer?
    }

    /// Which package defines each module; a module defined twice counts for the leftmost package.
    private func moduleOwners(_ packages: [ProjectPackage]) -> [String: ModuleOwner] {
        var owners: [String: ModuleOwner] = [:]
        for package in packages {
            for module in package.modules where owners[module] == nil {
                owners[module] = ModuleOwner(packageName: package.name, layer: package.layer)
            }
        }
        return owners
    }

    private func unknownPackage(_ package: ProjectPackage) -> Violation {
        Violation(
            file: package.manifestPath, line: 1, rule: .unknownPackage,
            message: "\(package.name) is not a layer (\(Layer.order)); "
                + "fold it into a layer or add the layer to Tools/layering-check")
    }
}
