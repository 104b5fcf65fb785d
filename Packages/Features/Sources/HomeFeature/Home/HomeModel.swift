import VSMKit

/// Moves the keys between home's panels, wrapping around.
public struct HomeModel: Sendable, Equatable, MutatingCopyable {
    /// The panels, in the order shown.
    public enum Panel: Int, CaseIterable, Sendable, CustomStringConvertible {
        case latestEntries
        case featuredProducts
        case cartSummary

        public var description: String {
            switch self {
            case .latestEntries: "latest entries"
            case .featuredProducts: "featured products"
            case .cartSummary: "cart summary"
            }
        }
    }

    /// The panel that gets the keys.
    public private(set) var focus: Panel

    public init(focus: Panel = .latestEntries) {
        self.focus = focus
    }

    /// The keys move `offset` panels on (Tab and → forward, Shift-Tab and ← back).
    public func movingFocus(by offset: Int) -> HomeViewState {
        let count = Panel.allCases.count
        let next = Panel(rawValue: ((focus.rawValue + offset) % count + count) % count) ?? .latestEntries
        return .showing(homeModel: copy(mutatingPath: \.focus, value: next))
    }
}
