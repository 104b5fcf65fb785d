/// A feature interface depends only on what its declarations need: routes and links
/// (FeatureRouting), the Domain and TerminalUI types they name, and other interfaces. It never
/// reaches an implementation layer, Services or VSMKit, whether it imports one itself or imports a
/// module of the Features package that does (FeatureKit, say). Depending on an interface then costs
/// another team nothing of the implementation.
///
/// Like ``InterfaceCycleRule`` it needs the whole package: it records every import of the Features
/// package's modules, then follows each interface's imports through the package.
struct InterfaceWeightRule {
    /// The imports of each module of the Features package, in the order read.
    private var imports: [String: [(module: String, file: String, line: Int)]] = [:]
    /// Whether a module belongs to a layer no interface may reach.
    private let isImplementationLayer: (String) -> Bool

    init(isImplementationLayer: @escaping (String) -> Bool) {
        self.isImplementationLayer = isImplementationLayer
    }

    mutating func record(target: String, importing module: String, file: String, line: Int) {
        imports[target, default: []].append((module, file, line))
    }

    /// One violation per import of an interface that reaches an implementation layer, at that
    /// import's line, naming the path to the layer.
    func violations() -> [Violation] {
        var violations: [Violation] = []
        for target in imports.keys.sorted() where FeatureTarget(module: target)?.role == .interface {
            for declaration in imports[target] ?? [] {
                guard let path = path(from: declaration.module, visited: [target]) else { continue }
                let through =
                    path.count == 1
                    ? "" : ", which imports \(path.dropFirst().joined(separator: ", which imports "))"
                violations.append(
                    Violation(
                        file: declaration.file, line: declaration.line, rule: .interfaceReachesImplementationLayer,
                        message: "interface \(target) imports \(declaration.module)\(through); an interface depends "
                            + "only on routes and links, the Domain and TerminalUI types it names and other "
                            + "interfaces, nothing of Services or VSMKit (\(FeatureImportRule.reference))"))
            }
        }
        return violations
    }

    /// The modules from `module` to the first implementation layer it reaches, or `nil`. Features
    /// and interfaces are not followed: the other feature rules, and this rule for each interface,
    /// report them at their own lines.
    private func path(from module: String, visited: Set<String>) -> [String]? {
        if isImplementationLayer(module) { return [module] }
        if let feature = FeatureTarget(module: module), feature.role != .kit { return nil }
        guard !visited.contains(module), let next = imports[module] else { return nil }
        for declaration in next {
            if let rest = path(from: declaration.module, visited: visited.union([module])) {
                return [module] + rest
            }
        }
        return nil
    }
}
