import VSMKit

/// Moves the keys between home's panels, wrapping around, however many there are.
public struct HomeModel: Sendable, Equatable, MutatingCopyable {
    /// How many panels home shows.
    public let panelCount: Int
    /// The index of the panel that gets the keys (0 when there is none).
    public private(set) var focus: Int

    public init(panelCount: Int, focus: Int = 0) {
        self.panelCount = max(0, panelCount)
        self.focus = panelCount > 0 ? min(max(0, focus), panelCount - 1) : 0
    }

    /// The keys move `offset` panels on (Tab and → forward, Shift-Tab and ← back); with no panel
    /// they stay where they are.
    public func movingFocus(by offset: Int) -> HomeViewState {
        guard panelCount > 0 else { return .showing(homeModel: self) }
        let next = ((focus + offset) % panelCount + panelCount) % panelCount
        return .showing(homeModel: copy(mutatingPath: \.focus, value: next))
    }
}
