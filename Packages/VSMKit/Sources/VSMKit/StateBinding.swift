/// A two-way connection between an input (a text field, a toggle) and one field of a container's
/// state: reading gives the field, writing submits the next state.
///
/// Make one with ``AsyncStateContainer/bind(_:to:debounced:policy:fileID:line:function:)-(_,(State,Value)->State,_,_,_,_,_)``,
/// or with ``init(get:set:)`` / ``constant(_:)`` in previews and tests.
@MainActor
public struct StateBinding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// The bound field; setting it submits the next state.
    public var value: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The same as ``value``, under the name SwiftUI's `Binding` (and so vsm-ios code) uses.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding that always reads `value` and ignores writes, for previews.
    public static func constant(_ value: Value) -> StateBinding<Value> {
        StateBinding(get: { value }, set: { _ in })
    }
}
