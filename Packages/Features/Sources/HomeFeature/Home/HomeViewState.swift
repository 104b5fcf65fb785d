/// The home screen's state: which panel has the keys. The panels' own states are theirs (home
/// has no failure of its own and no one-shot command, so it is not a `FeatureState`).
public enum HomeViewState: Sendable, Equatable, CustomStringConvertible {
    /// The panels on show, the `focus` one getting the keys.
    case showing(homeModel: HomeModel)

    public var description: String {
        switch self {
        case .showing(let homeModel): "showing(focus: \(homeModel.focus + 1) of \(homeModel.panelCount))"
        }
    }
}
