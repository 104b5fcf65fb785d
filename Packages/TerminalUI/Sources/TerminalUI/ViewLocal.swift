import Observation

/// Data a view keeps for itself (a scroll offset, a selection), SwiftUI's `@State` for a terminal
/// view: a view struct can change it from `handle(_:)`, and the ``TerminalRunner`` redraws because
/// the value is observable.
///
/// ```swift
/// @ViewLocal private var scrollOffset = 0
/// ```
///
/// Copies of a view share the value (it lives in a box, as SwiftUI keeps `@State` outside the view).
@MainActor
@propertyWrapper
public struct ViewLocal<Value> {
    private let storage: ViewLocalStorage<Value>

    public init(wrappedValue: Value) {
        storage = ViewLocalStorage(wrappedValue)
    }

    /// The value; setting it redraws the view that shows it.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// The observable box behind a ``ViewLocal``.
@MainActor
@Observable
final class ViewLocalStorage<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
