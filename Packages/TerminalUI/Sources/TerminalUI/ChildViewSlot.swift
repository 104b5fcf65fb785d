/// Keeps one embedded child view alive across its parent's renders, as SwiftUI keeps a child's
/// `@State` by the child's identity: the parent asks for the child of an identity on each render
/// and gets the same view (with the same state container) until the identity changes.
///
/// ```swift
/// private let picker = ChildViewSlot<VariantPickerView>()
/// let child = picker.view(for: product.id) { VariantPickerView(product: product, onChoose: ...) }
/// ```
///
/// Making the child on first use is not a state change: nothing observes the slot.
@MainActor
public final class ChildViewSlot<Child> {
    private var identity: AnyHashable?
    private var child: Child?

    public init() {}

    /// The child for `identity`: the one made before for the same identity, or a new one.
    public func view(for identity: some Hashable, make: () -> Child) -> Child {
        let key = AnyHashable(identity)
        if let child, self.identity == key { return child }
        let made = make()
        self.identity = key
        child = made
        return made
    }
}
