/// What every feature's view state tells the rest of the app: whether something is loading (the
/// runner's spinner) and the one line a failure reads as (what a one-shot command prints).
public protocol FeatureState: Sendable, CustomStringConvertible {
    /// Why the last action failed, or `nil` when it did not.
    var failureMessage: String? { get }
    /// Whether work is in flight: the screen shows a spinner meanwhile.
    var isLoading: Bool { get }
}
