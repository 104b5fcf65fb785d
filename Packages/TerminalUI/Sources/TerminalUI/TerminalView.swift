/// A view of the interactive app: renders its state as a ``Screen`` and reacts to keys.
///
/// The terminal's counterpart of a SwiftUI `View`. A feature view is usually a struct holding its
/// state in VSMKit's `@ViewState` (and view-local data such as a scroll offset in ``ViewLocal``):
///
/// ```swift
/// @MainActor
/// struct BlogEntryView: TerminalView {
///     @ViewState var state: BlogEntryViewState
///
///     func onAppear() {
///         if case .initialized(let loaderModel) = state {
///             $state.observe(loaderModel.loadEntry())
///         }
///     }
///
///     func render(size: TerminalSize) -> Screen {
///         switch state { ... }
///     }
/// }
/// ```
///
/// The ``TerminalRunner`` renders the top view inside `withObservationTracking`, so whatever
/// observable data a render reads (the state container, ``ViewLocal`` values) redraws the screen
/// when it changes: views hold no redraw glue. A rendered screen that shows a spinner
/// (``Span/spinner(style:)``) makes the runner animate it.
@MainActor
public protocol TerminalView {
    /// The view for a terminal of `size`. Pure: no I/O, no state changes.
    func render(size: TerminalSize) -> Screen
    /// Reacts to a key.
    func handle(_ key: Key) -> KeyOutcome
    /// Called when the view is shown: first, and again each time it comes back on top of the
    /// navigation (as SwiftUI's `onAppear`). Start loading here, guarded by the state
    /// (`if case .initialized = state`), so coming back keeps what the view showed.
    func onAppear()
}

extension TerminalView {
    public func onAppear() {}
}
