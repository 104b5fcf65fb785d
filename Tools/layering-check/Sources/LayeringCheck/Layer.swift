/// The layers of the monorepo, left to right. A package may depend on and import only packages
/// in layers to its left.
public enum Layer: Int, Comparable, CaseIterable, Sendable {
    /// `Packages/TestSupport`: leftmost, so every package's tests may use it; no library (non-test)
    /// target may import it.
    case testSupport
    case foundationExt
    case domain
    case services
    case vsmKit
    /// `Packages/TerminalUI`: the terminal view layer; it stands after VSMKit so its tests may use
    /// VSMKitTesting's clock, but its library targets import FoundationExt only.
    case terminalUI
    case features
    case apps

    /// The order as it is written in messages and documentation.
    public static let order = allCases.map(\.name).joined(separator: " → ")

    /// The layer of the library package in folder `Packages/<folder>`, or `nil` when the folder is
    /// not one of the layers.
    public init?(libraryPackageFolder folder: String) {
        switch folder {
        case "TestSupport": self = .testSupport
        case "Foundation+Ext": self = .foundationExt
        case "Domain": self = .domain
        case "Services": self = .services
        case "VSMKit": self = .vsmKit
        case "TerminalUI": self = .terminalUI
        case "Features": self = .features
        default: return nil
        }
    }

    /// The name used in messages, which is also the folder name for the library layers.
    public var name: String {
        switch self {
        case .testSupport: "TestSupport"
        case .foundationExt: "Foundation+Ext"
        case .domain: "Domain"
        case .services: "Services"
        case .vsmKit: "VSMKit"
        case .terminalUI: "TerminalUI"
        case .features: "Features"
        case .apps: "Apps"
        }
    }

    public static func < (lhs: Layer, rhs: Layer) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
