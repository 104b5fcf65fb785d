/// Where a view is shown: on the interactive terminal (with its selection, search box and other
/// controls), or printed once by a one-shot command (the same content, without the controls).
public enum Presentation: Sendable, Hashable {
    /// On the interactive terminal.
    case interactive
    /// Printed once, e.g. by `cli-app blog list`.
    case printed
}
