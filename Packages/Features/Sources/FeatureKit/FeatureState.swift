import TerminalUI

/// What every feature's view state tells the rest of the app: the one line a failure reads as, a
/// short description (traces, test diffs), and the state as a one-shot command prints it.
public protocol FeatureState: Sendable, CustomStringConvertible {
    /// Why the last action failed, or `nil` when it did not.
    var failureMessage: String? { get }

    /// The state printed once (`cli-app blog list`): what its view shows, without the interactive
    /// controls (selection, search box, picker, key hints). Pure, like a render; the view and this
    /// share one layout function, so the two cannot drift apart.
    @MainActor func printout(width: Int) -> Screen
}
