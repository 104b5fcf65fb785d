import Foundation

/// The targets, products and target dependencies of one package, read from
/// `swift package dump-package` (SwiftPM's own reading of the manifest: target dependencies are
/// often built from Swift variables, which no text parser can follow).
public struct PackageTargets: Sendable, Hashable {
    /// One target and what it depends on.
    public struct Target: Sendable, Hashable {
        public let name: String
        /// SwiftPM's kind: `regular`, `test`, `executable`, `macro`, `plugin`, ...
        public let kind: String
        public let dependencies: [Dependency]
        /// Its folder relative to the package, as the manifest sets it (`path:`), or SwiftPM's default:
        /// `Tests/<name>` for a test target, `Sources/<name>` for any other.
        public let path: String

        public init(name: String, kind: String, dependencies: [Dependency], path: String? = nil) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.path = path ?? (kind == "test" ? "Tests/" : "Sources/") + name
        }
    }

    /// A target's dependency as the manifest spells it.
    public enum Dependency: Sendable, Hashable {
        /// `"Name"`: a target of the same package, or else a product of that name.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(String, package: String?)
    }

    public let targets: [Target]
    /// Each product's name and the targets it is made of.
    public let products: [String: [String]]
    /// The names of the products that are libraries (`.library`), not executables or plugins.
    public let libraries: Set<String>

    public init(targets: [Target], products: [String: [String]], libraries: Set<String> = []) {
        self.targets = targets
        self.products = products
        self.libraries = libraries
    }

    /// Reads the JSON printed by `swift package dump-package`.
    public init(dumpPackageJSON data: Data) throws {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        targets = dump.targets.map {
            Target(name: $0.name, kind: $0.type, dependencies: $0.dependencies.map(\.value), path: $0.path)
        }
        products = Dictionary(dump.products.map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first })
        libraries = Set(dump.products.filter { $0.type.library != nil }.map(\.name))
    }

    /// The target named `name`.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The targets of this package that `target` names as dependencies: its own targets, and the
    /// targets of its own products it names.
    public func localDependencies(of target: Target) -> [String] {
        target.dependencies.flatMap { dependency -> [String] in
            switch dependency {
            case .target(let name): [name]
            case .byName(let name): self.target(named: name) != nil ? [name] : []
            case .product: []
            }
        }
    }

    // MARK: - The JSON's shape (only what is read)

    private struct Dump: Decodable {
        let products: [Product]
        let targets: [DumpTarget]
    }

    private struct Product: Decodable {
        let name: String
        let targets: [String]
        let type: ProductType
    }

    /// `{"library": ["automatic"]}`, `{"executable": null}`, ...: only whether it is a library matters.
    private struct ProductType: Decodable {
        let library: [String]?
    }

    private struct DumpTarget: Decodable {
        let name: String
        let type: String
        let dependencies: [DumpDependency]
        let path: String?
    }

    /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", null, null]}`.
    private struct DumpDependency: Decodable {
        let value: Dependency

        private enum Key: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if var fields = try? container.nestedUnkeyedContainer(forKey: .byName) {
                value = .byName(try fields.decode(String.self))
            } else if var fields = try? container.nestedUnkeyedContainer(forKey: .target) {
                value = .target(try fields.decode(String.self))
            } else if var fields = try? container.nestedUnkeyedContainer(forKey: .product) {
                let name = try fields.decode(String.self)
                value = .product(name, package: try fields.decodeIfPresent(String.self))
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown target dependency form"))
            }
        }
    }
}
