/// Holds the one child view a parent makes when something it loaded first shows (a product), so the
/// child lives across renders and keys: the child's state is its own, in its own container, and a
/// child made again would start over. The parent cannot make it in its `init`, because the child
/// needs what the parent has not loaded yet. A new key (another product) makes a new child.
///
/// ```swift
/// private let picker = ChildViewSlot<ProductID, VariantPickerView>()
/// picker.child(for: product.id) { VariantPickerView(product: product) { sku in … } }
/// ```
@MainActor
public final class ChildViewSlot<Key: Equatable, Child> {
    private var current: (key: Key, child: Child)?

    public init() {}

    /// The child made for `key`, made now with `make` if the slot holds none or one for another key.
    public func child(for key: Key, make: () -> Child) -> Child {
        if let current, current.key == key { return current.child }
        let child = make()
        current = (key, child)
        return child
    }
}
