/// Where the user wants to go, as a value a view returns in ``KeyOutcome/route(_:)``: the app's
/// composition turns it into a view (see ``TerminalRunner``'s `routes`), so a view can open a
/// screen of another feature without importing it.
///
/// A marker: the app's route type (FeatureKit's `Route`) conforms.
public protocol NavigationRoute: Sendable {}
