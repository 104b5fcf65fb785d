/// What every feature's view state tells the rest of the app: the one line a failure reads as
/// (what a one-shot command prints) and a short description (traces, test diffs).
public protocol FeatureState: Sendable, CustomStringConvertible {
    /// Why the last action failed, or `nil` when it did not.
    var failureMessage: String? { get }
}
