/// A state that is not `Sendable`, to exercise the container's main-actor path.
final class Counter: CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String { "Counter(\(value))" }
}

/// A small state for tests, `Sendable` and `Equatable`.
enum Phase: Sendable, Equatable {
    case idle
    case loading
    case loaded(String)
    case failed(String)
}
