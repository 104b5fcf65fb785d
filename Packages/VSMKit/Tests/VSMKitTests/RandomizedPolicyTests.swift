import FoundationExt
import Testing
import VSMKitTesting

@testable import VSMKit

/// What the container should do, written as plainly as possible: the reference the randomised test
/// compares the real container with after every operation.
struct ReferenceContainer {
    /// One submitted action: some plain states, then async steps completed by the test.
    final class Action {
        let prefix: [Int]
        let steps: [Int]
        var nextStep = 0
        /// Cancelled while its work was waiting on a step: that step's value will arrive late.
        var isStale = false

        init(prefix: [Int], steps: [Int]) {
            self.prefix = prefix
            self.steps = steps
        }
    }

    private(set) var applied: [Int] = []
    private(set) var discarded: [Int] = []
    private(set) var running: Action?
    /// Actions whose work waits on a step gate: the running one and stale ones.
    private(set) var waitingOnAGate: [Action] = []

    mutating func submit(_ action: Action, policy: InputPolicy) {
        switch policy {
        case .replace:
            if let running {
                running.isStale = true
                self.running = nil
            }
            start(action)
        case .ignoreWhileRunning:
            if running == nil { start(action) }
        }
    }

    /// The test opened the gate `action` waits on.
    mutating func complete(_ action: Action) {
        let value = action.steps[action.nextStep]
        action.nextStep += 1
        waitingOnAGate.removeAll { $0 === action }
        if action.isStale {
            discarded.append(value)  // handed over late, dropped; its sequence then stops
            return
        }
        applied.append(value)
        if action.nextStep == action.steps.count {
            finish(action)
        } else {
            waitingOnAGate.append(action)
        }
    }

    private mutating func start(_ action: Action) {
        running = action
        applied.append(contentsOf: action.prefix)
        if action.steps.isEmpty {
            finish(action)
        } else {
            waitingOnAGate.append(action)
        }
    }

    private mutating func finish(_ action: Action) {
        running = nil
    }
}

/// Drives a real container and the reference with the same random operations and compares every
/// applied state (and every discarded late state) after each operation.
@MainActor
struct RandomizedPolicyTests {
    /// One real action: the gates of its async steps, in order.
    final class Gates {
        let gates: [Gate<Int>]
        init(count: Int) { gates = (0..<count).map { _ in Gate<Int>() } }
    }

    /// Runs `interleavings` random scenarios on a container whose state is built by `makeState`,
    /// each action's steps made by `makeStep` and observed with `observe` (both written at the
    /// concrete state type, so a `Sendable` state's steps are `@Sendable` and its sequences take
    /// the container's off-main-actor path, as a model's would). Returns how many actions took
    /// that path.
    private func run<State>(
        seed: UInt64,
        interleavings: Int,
        makeState: @escaping @Sendable (Int) -> sending State,
        makeStep: @escaping (Gate<Int>) -> Next<State>,
        value: @escaping (State) -> Int,
        makeContainer: () -> AsyncStateContainer<State>,
        observe: (AsyncStateContainer<State>, StateSequence<State>, InputPolicy) -> Void
    ) async throws -> Int {
        print("RandomizedPolicyTests: seed \(seed), \(interleavings) interleavings")
        var random = SplitMix64(seed: seed)  // seeded, so a failing interleaving replays
        var nextValue = 1
        var offMainActions = 0
        for interleaving in 0..<interleavings {
            let container = makeContainer()
            let trace = TraceRecorder(container)
            var model = ReferenceContainer()
            var gatesOf: [ObjectIdentifier: Gates] = [:]
            let operations = Int.random(in: 2...8, using: &random)
            for operation in 0..<operations {
                let context = Comment(rawValue: "seed \(seed), interleaving \(interleaving), operation \(operation)")
                let canComplete = !model.waitingOnAGate.isEmpty
                if canComplete && Bool.random(using: &random) {
                    // Complete the step some action's work waits on (running or stale).
                    let action = model.waitingOnAGate.randomElement(using: &random)!
                    let gate = gatesOf[ObjectIdentifier(action)]!.gates[action.nextStep]
                    let expected = action.steps[action.nextStep]
                    model.complete(action)
                    gate.open(with: expected)
                    try await trace.wait { events in
                        events.contains { event in
                            switch event {
                            case .transition(let transition): return value(transition.next) == expected
                            case .discarded(let state, _): return value(state) == expected
                            default: return false
                            }
                        }
                    }
                } else {
                    let prefix = (0..<Int.random(in: 0...2, using: &random)).map { _ in nextValue.postIncrement() }
                    let steps = (0..<Int.random(in: 0...2, using: &random)).map { _ in nextValue.postIncrement() }
                    let policy: InputPolicy = Bool.random(using: &random) ? .replace : .ignoreWhileRunning
                    let action = ReferenceContainer.Action(prefix: prefix, steps: steps)
                    let gates = Gates(count: steps.count)
                    gatesOf[ObjectIdentifier(action)] = gates
                    var sequence = StateSequence<State>.empty
                    for value in prefix {
                        let head = sequence
                        sequence = StateSequence {
                            head
                            makeState(value)
                        }
                    }
                    for gate in gates.gates {
                        let head = sequence
                        sequence = StateSequence {
                            head
                            makeStep(gate)
                        }
                    }
                    model.submit(action, policy: policy)
                    observe(container, sequence, policy)
                }
                // Quiesce: every action the model has waiting on a gate is inside its step.
                for action in model.waitingOnAGate where !action.isStale {
                    try await gatesOf[ObjectIdentifier(action)]!.gates[action.nextStep].waitUntilEntered()
                }
                let applied = trace.transitions.map { value($0.next) }
                let discarded = trace.events.compactMap { event -> Int? in
                    if case .discarded(let state, _) = event { return value(state) }
                    return nil
                }
                let current = value(container.state)
                #expect(applied == model.applied, context)
                #expect(discarded == model.discarded, context)
                #expect(current == (model.applied.last ?? 0), context)
                #expect(container.isRunning == (model.running != nil), context)
                guard applied == model.applied, discarded == model.discarded,
                    current == (model.applied.last ?? 0), container.isRunning == (model.running != nil)
                else { return offMainActions }
            }
            offMainActions += container.offMainActionCount
            // Let every work still waiting finish, so no task outlives the scenario.
            for action in model.waitingOnAGate {
                gatesOf[ObjectIdentifier(action)]!.gates[action.nextStep].open(with: -1)
            }
        }
        return offMainActions
    }

    /// How many interleavings each run tries. `make test-tsan` builds with `-D THREAD_SANITIZER`:
    /// under the sanitizer every step is several times slower, and what that run adds is the race
    /// detector watching the same paths, not more orderings than the plain run tries.
    #if THREAD_SANITIZER
    static let (sendableInterleavings, nonSendableInterleavings) = (2_000, 1_000)
    #else
    static let (sendableInterleavings, nonSendableInterleavings) = (10_000, 2_000)
    #endif

    @Test func randomInterleavingsMatchTheReferenceModelForSendableStates() async throws {
        let offMainActions = try await run(
            seed: 0x5EED_0007,
            interleavings: Self.sendableInterleavings,
            makeState: { $0 },
            makeStep: { gate in Next { await gate.pass() } },
            value: { $0 },
            makeContainer: { AsyncStateContainer(state: 0) },
            observe: { container, sequence, policy in container.observe(sequence, policy: policy) }
        )
        #expect(offMainActions > 0, "the @Sendable steps took the off-main-actor path")
    }

    @Test func randomInterleavingsMatchTheReferenceModelForNonSendableStates() async throws {
        let offMainActions = try await run(
            seed: 0x5EED_0008,
            interleavings: Self.nonSendableInterleavings,
            makeState: { Counter($0) },
            makeStep: { gate in Next { Counter(await gate.pass()) } },
            value: { $0.value },
            makeContainer: { AsyncStateContainer(state: Counter(0)) },
            observe: { container, sequence, policy in container.observe(sequence, policy: policy) }
        )
        #expect(offMainActions == 0, "a non-Sendable state's sequences stay on the main actor")
    }
}

extension Int {
    /// Returns the value, then increments it.
    fileprivate mutating func postIncrement() -> Int {
        defer { self += 1 }
        return self
    }
}
