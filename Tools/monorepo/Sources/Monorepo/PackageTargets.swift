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

        public init(name: String, kind: String, dependencies: [Dependency]) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
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

    public init(targets: [Target], products: [String: [String]]) {
        self.targets = targets
        self.products = products
    }

    /// Reads the JSON printed by `swift package dump-package`.
    public init(dumpPackageJSON data: Data) throws {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        targets = dump.targets.map { Target(name: $0.name, kind: $0.type, dependencies: $0.dependencies.map(\.value)) }
        products = Dictionary(dump.products.map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - The JSON's shape (only what is read)

    private struct Dump: Decodable {
        let products: [Product]
        let targets: [DumpTarget]
    }

    private struct Product: Decodable {
        let name: String
        let targets: [String]
    }

    private struct DumpTarget: Decodable {
        let name: String
        let type: String
        let dependencies: [DumpDependency]
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
