/// What a module of `Packages/Features` is, read from its name: feature X's implementation
/// (`XFeature`, its tests `XFeatureTests`, its preview `XPreview`), X's interface
/// (`XFeatureInterface`, its tests `XFeatureInterfaceTests`) or the shared mechanism (`FeatureKit`
/// and its tests). Other names are none of these and the feature rules leave them alone.
struct FeatureTarget: Sendable, Hashable {
    enum Role: Sendable, Hashable {
        case implementation, implementationTests, preview
        case interface, interfaceTests
        case kit, kitTests
    }

    /// The feature's name without suffix (`Blog` for `BlogFeature`); empty for the kit.
    let feature: String
    let role: Role

    /// Suffixes, longest first so `BlogFeatureInterfaceTests` is not read as `…Tests` of something else.
    private static let suffixes: [(suffix: String, role: Role)] = [
        ("FeatureInterfaceTests", .interfaceTests),
        ("FeatureInterface", .interface),
        ("FeatureTests", .implementationTests),
        ("Feature", .implementation),
        ("Preview", .preview),
    ]

    /// The classification of `module`, or `nil` when it is none of the feature targets.
    init?(module: String) {
        switch module {
        case "FeatureKit": (feature, role) = ("", .kit)
        case "FeatureKitTests": (feature, role) = ("", .kitTests)
        default:
            guard let match = Self.suffixes.first(where: { module.hasSuffix($0.suffix) && module != $0.suffix })
            else { return nil }
            (feature, role) = (String(module.dropLast(match.suffix.count)), match.role)
        }
    }

    /// An implementation, its tests or its preview: they import other features' interfaces only.
    var isImplementationSide: Bool { [.implementation, .implementationTests, .preview].contains(role) }
    /// An interface or its tests: they import no implementation.
    var isInterfaceSide: Bool { [.interface, .interfaceTests].contains(role) }
    /// FeatureKit or its tests: they import no feature at all.
    var isKitSide: Bool { [.kit, .kitTests].contains(role) }

    /// The module of this feature's interface: `BlogFeatureInterface`.
    var interfaceModule: String { feature + "FeatureInterface" }
}
