/// Checks a repository against the layering rules.
///
/// Layers run `TestSupport → Foundation+Ext → Domain → Services → VSMKit → Features → Apps`; the
/// packages are the folders `Packages/<layer>` and `Apps/*` with a `Package.swift`. A package may
/// depend on and import only packages to its left, library packages (under `Packages/`) depend on
/// no remote package and import nothing but the toolchain and packages to their left, features do
/// not import each other, VSMKit's library targets import the toolchain only, and only test targets import the test
/// support. Every Swift file of the repository (also under `Tools/` and `Tests/`) imports `Glibc`,
/// `Darwin` or `Musl` only behind `#if canImport` of that module.
public struct LayeringChecker: Sendable {
    private let scanner: ProjectScanner

    /// A checker of the repository at `root`.
    public init(root: String) {
        scanner = ProjectScanner(root: root)
    }

    /// Reads the repository and reports every violation.
    public func check() throws(LayeringCheckError) -> LayeringReport {
        let packages = try scanner.packages()
        let owners = moduleOwners(packages)
        var violations: [Violation] = []
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
                for declaration in imports {
                    if let violation = importViolation(
                        declaration, in: file, of: package, layer: layer, owners: owners)
                    {
                        violations.append(violation)
                    }
                }
            }
        }
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
            } else if layer == .vsmKit, otherLayer != .testSupport, otherLayer != .foundationExt {
                // FoundationExt only for VSMKit's tests (the import rule keeps it out of its library targets).
                violations.append(violation(.vsmKitBeyondToolchain, "\(edge) (\(otherName)), \(Self.vsmKitRule)"))
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
        _ declaration: ImportDeclaration, in file: String, of package: ProjectPackage, layer: Layer,
        owners: [String: ModuleOwner]
    ) -> Violation? {
        let module = declaration.module
        func violation(_ rule: Violation.Rule, _ message: String) -> Violation {
            Violation(file: file, line: declaration.line, rule: rule, message: message)
        }
        if package.modules.contains(module) {
            return featureViolation(declaration, in: file, of: package, layer: layer)
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
        let isVSMKitTestUsingFoundationExt = ownerLayer == .foundationExt && !package.isSourceFile(file)
        if layer == .vsmKit, ownerLayer != .testSupport, !isVSMKitTestUsingFoundationExt {
            return violation(.vsmKitBeyondToolchain, "\(edge), \(Self.vsmKitRule)")
        }
        return nil
    }

    /// Inside the Features package: a feature target (or its tests) importing another feature.
    private func featureViolation(
        _ declaration: ImportDeclaration, in file: String, of package: ProjectPackage, layer: Layer
    )
        -> Violation?
    {
        guard layer == .features, Self.isFeature(declaration.module),
            let target = package.target(ofFile: file).map(ProjectPackage.moduleName(ofTarget:)),
            let feature = Self.feature(owning: target), feature != declaration.module
        else { return nil }
        return Violation(
            file: file, line: declaration.line, rule: .featureImportsFeature,
            message: "feature \(target) imports feature \(declaration.module); features do not import each other "
                + "(share code through a non-feature target such as FeatureKit, or let the app route between them)")
    }

    /// Targets whose name ends in `Feature` are features.
    static func isFeature(_ module: String) -> Bool {
        module.hasSuffix("Feature") && module != "Feature"
    }

    /// The feature a target belongs to: itself, or the feature its `…FeatureTests` target tests.
    static func feature(owning target: String) -> String? {
        if isFeature(target) { return target }
        if target.hasSuffix("Tests"), isFeature(String(target.dropLast("Tests".count))) {
            return String(target.dropLast("Tests".count))
        }
        return nil
    }

    // MARK: - Helpers

    /// What VSMKit may import, as the messages say it (the one statement of the rule is this tool's README).
    static let vsmKitRule =
        "but VSMKit may import the toolchain only (its tests also FoundationExt and TestSupport): it is generic and "
        + "knows nothing of the app (Tools/layering-check/README.md#what-vsmkit-may-import)"

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
