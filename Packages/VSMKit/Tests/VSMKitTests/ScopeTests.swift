import Testing
import VSMKitTesting

@testable import VSMKit

/// A scope over part of a parent's state: each rule of the container holds through it.
@MainActor
struct ScopeTests {
    struct Product: Sendable, Equatable {
        var title = "sofa"
        var picker = Picker()
    }

    struct Picker: Sendable, Equatable {
        var size = "S"
        var isChecking = false
    }

    private let clock = TestClock()

    @Test func readsDeriveFromTheParentAndObservationSeesThem() async throws {
        let parent = AsyncStateContainer(state: Product())
        let picker = parent.scope(\.picker)
        #expect(picker.state.size == "S")
        let waiting = Task { try await waitUntil { picker.state.size == "L" } }
        parent.observe(Product(title: "sofa", picker: Picker(size: "L")))
        try await waiting.waitForValue()
    }

    @Test func aChildsPlainStatesApplySynchronously() {
        let parent = AsyncStateContainer(state: Product())
        let picker = parent.scope(\.picker)
        picker.observe(Picker(size: "M"))
        #expect(parent.state == Product(title: "sofa", picker: Picker(size: "M")))
        picker.observe(
            StateSequence {
                Picker(size: "L", isChecking: true)
                Next { Picker(size: "L") }
            })
        #expect(parent.state.picker == Picker(size: "L", isChecking: true), "leading plain state, before return")
    }

    @Test func eachChildStateIsEmbeddedIntoTheParentStateLeftByThePreviousOne() async {
        let parent = AsyncStateContainer(state: Product())
        let recorder = StateRecorder(parent)
        // An embed that also counts its calls in the parent's title: a stale parent state would
        // lose a count.
        let picker = parent.scope(state: \.picker) { product, picker in
            Product(title: product.title + "+", picker: picker)
        }
        picker.observe(
            StateSequence {
                Picker(size: "M")
                Next { Picker(size: "L") }
                Picker(size: "XL")
            })
        await recorder.expectStates([
            Product(title: "sofa+", picker: Picker(size: "M")),
            Product(title: "sofa++", picker: Picker(size: "L")),
            Product(title: "sofa+++", picker: Picker(size: "XL")),
        ])
    }

    @Test func aReplacedChildActionNeverWrites() async throws {
        let parent = AsyncStateContainer(state: Product())
        let trace = TraceRecorder(parent)
        let picker = parent.scope(\.picker)
        let slow = Gate<Picker>()
        picker.observe { await slow.pass() }
        try await slow.waitUntilEntered()
        parent.observe(Product(title: "newer"))
        slow.open(with: Picker(size: "stale"))
        try await trace.wait { _ in
            trace.events.contains {
                if case .discarded = $0 { true } else { false }
            }
        }
        #expect(parent.state == Product(title: "newer"))
    }

    @Test func inputPoliciesApplyAcrossParentAndChild() async throws {
        let parent = AsyncStateContainer(state: Product())
        let trace = TraceRecorder(parent)
        let picker = parent.scope(\.picker)
        let slow = Gate<Product>()
        parent.observe { await slow.pass() }
        picker.observe(Picker(size: "M"), policy: .ignoreWhileRunning)
        #expect(parent.state == Product(), "ignored while the parent's action runs")
        #expect(trace.events.contains(.ignored(StateOrigin(fileID: #fileID, line: #line - 2, function: #function))))
        slow.open(with: Product(title: "loaded"))
        try await waitUntil { !parent.isRunning }
        #expect(parent.state == Product(title: "loaded"))
    }

    @Test func aChildDebouncesOnTheParentsClock() async {
        let parent = AsyncStateContainer(state: Product(), clock: clock)
        let recorder = StateRecorder(parent)
        let picker = parent.scope(\.picker)
        for size in ["S", "M", "L"] {
            picker.observe(Picker(size: size), debounced: .milliseconds(300))
            clock.advance(by: .milliseconds(100))
        }
        #expect(parent.state == Product())
        clock.advance(by: .milliseconds(200))
        await recorder.expectStates([Product(title: "sofa", picker: Picker(size: "L"))])
    }

    @Test func theParentsTracerAndStreamSeeTheChildsTransitionsWithItsOrigin() async {
        let parent = AsyncStateContainer(state: Product())
        let trace = TraceRecorder(parent)
        var streamed = parent.stateStream().makeAsyncIterator()
        let picker = parent.scope(\.picker)
        let line = #line + 1
        picker.observe(Picker(size: "M"))
        #expect(trace.transitions.map(\.origin) == [StateOrigin(fileID: #fileID, line: line, function: #function)])
        #expect(trace.transitions.map(\.next.picker.size) == ["M"])
        #expect(await streamed.next()?.picker.size == "M")
    }
}
