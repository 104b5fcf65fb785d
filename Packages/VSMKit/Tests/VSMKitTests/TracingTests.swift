import Testing
import VSMKitTesting

@testable import VSMKit

@MainActor
struct TracingTests {
    @Test func aTransitionReportsTheFileLineAndFunctionOfTheObserveCall() {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let line = #line + 1
        container.observe(.loading)
        let transition = trace.transitions.last
        #expect(transition?.previous == .idle)
        #expect(transition?.next == .loading)
        #expect(transition?.origin.fileID == #fileID)
        #expect(transition?.origin.line == line)
        #expect(transition?.origin.function == #function)
        #expect(transition?.description == "\(#fileID):\(line) \(#function): idle -> loading")
    }

    @Test func statesOfAnAsyncActionCarryTheOriginOfTheObserveThatStartedIt() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let line = #line + 1
        container.observe(
            StateSequence {
                Phase.loading
                Next { Phase.loaded("entry") }
            })
        try await trace.wait { _ in trace.transitions.count == 2 }
        #expect(trace.transitions.map(\.origin.line) == [line, line])
        #expect(trace.transitions.map(\.origin.fileID) == [#fileID, #fileID])
    }

    @Test func theLifecycleOfActionsIsTracedInOrder() async throws {
        let container = AsyncStateContainer(state: 0)
        let trace = TraceRecorder(container)
        let slow = Gate<Int>()
        let first = #line + 1
        container.observe(StateSequence { Next { await slow.pass() } })
        let ignored = #line + 1
        container.observe(2, policy: .ignoreWhileRunning)
        slow.open(with: 1)
        try await trace.wait { _ in trace.transitions.count == 1 }
        let never = Gate<Int>()
        let replaced = #line + 1
        container.observe(StateSequence { Next { await never.pass() } })
        let replacing = #line + 1
        container.observe(3)
        let origin = { (line: Int) in StateOrigin(fileID: #fileID, line: line, function: #function) }
        #expect(
            trace.events == [
                .started(origin(first)),
                .ignored(origin(ignored)),
                .transition(StateTransition(previous: 0, next: 1, origin: origin(first))),
                .finished(origin(first)),
                .started(origin(replaced)),
                .cancelled(origin(replaced)),
                .started(origin(replacing)),
                .transition(StateTransition(previous: 1, next: 3, origin: origin(replacing))),
                .finished(origin(replacing)),
            ])
        never.open(with: 2)  // the replaced step's late state is then discarded
    }

    @Test func theProcessWideObserverReceivesRecordsFromEveryContainer() {
        let records = Locked<[StateTraceRecord]>([])
        // Through VSMKitTesting's fan-out, the observer's one owner in tests (they run in parallel).
        let listener = StateTraceFanOut.add { record in records.withLock { $0.append(record) } }
        defer { StateTraceFanOut.remove(listener) }
        let container = AsyncStateContainer(state: Phase.idle)
        let line = #line + 1
        container.observe(.loaded("entry"))
        let transition = records.withLock { $0 }.first { $0.kind == .transition && $0.origin.line == line }
        #expect(transition?.stateType == "Phase")
        #expect(transition?.previous == "idle")
        #expect(transition?.state == #"loaded("entry")"#)
        #expect(transition?.description == #"\#(#fileID):\#(line) \#(#function) [Phase] idle -> loaded("entry")"#)
    }
}
