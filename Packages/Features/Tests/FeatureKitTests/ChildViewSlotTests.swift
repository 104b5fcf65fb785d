import FeatureKit
import Testing

/// The slot a parent keeps its child view in: made once per key, made again for another key.
@MainActor
struct ChildViewSlotTests {
    /// A stand-in child whose identity shows whether it was made again.
    private final class Child {
        let key: String
        init(key: String) { self.key = key }
    }

    @Test func theSameKeyKeepsTheChildAndAnotherKeyMakesANewOne() {
        let slot = ChildViewSlot<String, Child>()
        var made = 0
        func child(_ key: String) -> Child {
            slot.child(for: key) {
                made += 1
                return Child(key: key)
            }
        }

        let first = child("chair")
        #expect(child("chair") === first)
        let second = child("lamp")
        #expect(second !== first && second.key == "lamp")
        #expect(child("chair") !== first, "only the latest child is kept")
        #expect(made == 3)
    }
}
