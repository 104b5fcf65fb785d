import LayeringCheck

/// Every target of the repository's packages and the dependencies between them, across packages:
/// which modules the libraries under `Packages/` publish, what each target uses, and who uses it.
public struct RepositoryTargets: Sendable {
    /// A target of one of the repository's packages.
    public struct Reference: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let package: String
        public let target: String

        public init(package: String, target: String) {
            self.package = package
            self.target = target
        }

        /// `Features/HomeFeature`.
        public var description: String { package + "/" + target }

        public static func < (lhs: Reference, rhs: Reference) -> Bool {
            (lhs.package, lhs.target) < (rhs.package, rhs.target)
        }
    }

    public let workspace: Workspace
    public let manifests: [String: PackageManifest]

    /// `manifests`: each package's manifest by package name (`Workspace.manifests`).
    public init(workspace: Workspace, manifests: [String: PackageManifest]) {
        self.workspace = workspace
        self.manifests = manifests
    }

    /// The rule for what has a public-API baseline: every target of every `.library` product of every
    /// package under `Packages/`, sorted by name. A module name is unique in a build, so it names
    /// its baseline.
    public var libraryModules: [Reference] {
        var modules: Set<Reference> = []
        for package in workspace.packages where package.kind == .library {
            guard let targets = manifests[package.name] else { continue }
            for product in targets.libraries {
                for name in targets.products[product] ?? [] {
                    modules.insert(Reference(package: package.name, target: name))
                }
            }
        }
        return modules.sorted { ($0.target, $0.package) < ($1.target, $1.package) }
    }

    /// The folder of `reference`'s sources, from the repository root.
    public func folder(of reference: Reference) -> String? {
        guard let package = workspace.package(named: reference.package),
            let target = manifests[reference.package]?.target(named: reference.target)
        else { return nil }
        return package.relativePath + "/" + target.path
    }

    /// The repository's targets `reference` names as dependencies (remote products left out).
    public func dependencies(of reference: Reference) -> [Reference] {
        guard let targets = manifests[reference.package], let target = targets.target(named: reference.target) else {
            return []
        }
        var result: Set<Reference> = []
        for name in targets.localDependencies(of: target) {
            result.insert(Reference(package: reference.package, target: name))
        }
        let dependencyPackages = workspace.package(named: reference.package)?.dependencies ?? []
        for dependency in target.dependencies {
            let product: String
            var packages = dependencyPackages
            switch dependency {
            case .product(let name, let package):
                product = name
                if let package { packages = dependencyPackages.filter { $0.lowercased() == package.lowercased() } }
            case .byName(let name) where targets.target(named: name) == nil: product = name
            default: continue
            }
            for package in packages {
                for name in manifests[package]?.products[product] ?? [] {
                    result.insert(Reference(package: package, target: name))
                }
            }
        }
        return result.sorted()
    }

    /// Everything `reference` depends on in the repository, directly or not, without itself.
    public func transitiveDependencies(of reference: Reference) -> Set<Reference> {
        var found: Set<Reference> = []
        var pending = [reference]
        while let next = pending.popLast() {
            for dependency in dependencies(of: next) where found.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        found.remove(reference)
        return found
    }

    /// The targets that name `reference` as a dependency (its consumers), in any package, sorted.
    public func consumers(of reference: Reference) -> [Reference] {
        var result: [Reference] = []
        for package in workspace.packages {
            for target in manifests[package.name]?.targets ?? [] {
                let candidate = Reference(package: package.name, target: target.name)
                if candidate != reference && dependencies(of: candidate).contains(reference) {
                    result.append(candidate)
                }
            }
        }
        return result.sorted()
    }
}
