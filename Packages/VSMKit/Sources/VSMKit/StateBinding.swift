/// A two-way connection between an input (a text field, a toggle) and one field of a container's
/// state: reading gives the field, writing submits the next state.
///
/// Made by the container's `bind(_:to:)`
/// (``AsyncStateContainer/bind(_:to:debounced:policy:fileID:line:function:)-(_,(State,Value)->State,_,_,_,_,_)``).
@MainActor
public struct StateBinding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
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
}
