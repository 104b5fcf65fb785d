/// Where the user wants to go, as a value a view returns in ``KeyOutcome/route(_:)``: the app's
/// composition turns it into a view, so a view can open a screen of another feature without
/// importing it. Each feature declares its routes in its interface target.
///
/// Hashable, so outcomes and navigation stacks compare as plain values in tests.
public protocol NavigationRoute: Hashable, Sendable {}
