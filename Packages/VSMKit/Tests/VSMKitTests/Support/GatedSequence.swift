import VSMKitTesting

/// An async sequence whose elements the test hands over one by one through gates. Its iterator
/// ignores cancellation on purpose, like work that finishes after its action was replaced.
struct GatedSequence<Element>: AsyncSequence, Sendable {
    typealias Failure = Never

    let gates: [Gate<Int>]
    let makeElement: @Sendable (Int) -> Element

    init(_ gates: [Gate<Int>], makeElement: @escaping @Sendable (Int) -> Element) {
        self.gates = gates
        self.makeElement = makeElement
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(gates: gates, makeElement: makeElement)
    }

    struct Iterator: AsyncIteratorProtocol {
        typealias Failure = Never

        let gates: [Gate<Int>]
        let makeElement: @Sendable (Int) -> Element
        var index = 0

        mutating func next() async -> Element? {
            guard index < gates.count else { return nil }
            defer { index += 1 }
            return makeElement(await gates[index].pass())
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            guard index < gates.count else { return nil }
            defer { index += 1 }
            return makeElement(await gates[index].pass())
        }
    }
}
