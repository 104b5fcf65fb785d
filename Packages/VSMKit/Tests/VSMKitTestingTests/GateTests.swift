import Testing
import VSMKitTesting

@MainActor
struct GateTests {
    @Test func openingLetsEveryWaiterThrough() async throws {
        let gate = Gate<Int>()
        let passed = CallLog<Int>()
        for _ in 0..<2 {
            Task.detached { passed.record(await gate.pass()) }
        }
        try await waitUntil { gate.enteredCount == 2 }

        gate.open(with: 7)

        // A gate that kept only the latest waiter would strand the first one: this times out.
        try await waitUntil(timeout: .seconds(2)) { passed.calls.count == 2 }
        #expect(passed.calls == [7, 7])
    }

    @Test func anOpenGateLetsLaterPassesThroughAtOnce() async {
        let gate = Gate<String>()
        gate.open(with: "done")
        #expect(await gate.pass() == "done")
        #expect(await gate.pass() == "done")
        #expect(gate.enteredCount == 2)
    }

    @Test func waitUntilEnteredReturnsOnceWorkReachesTheGate() async throws {
        let gate = Gate<Void>()
        #expect(!gate.hasEntered)
        let work = Task.detached { await gate.pass() }
        try await gate.waitUntilEntered()
        #expect(gate.hasEntered)
        try await gate.waitUntilEntered()  // already entered: returns at once
        gate.open()
        try await work.waitForValue()
    }

    @Test func waitUntilEnteredFailsWhenNoWorkComes() async {
        let gate = Gate<Void>()
        await expectWaitTimeout(namingLine: #line + 1) {
            try await gate.waitUntilEntered(timeout: .milliseconds(20))
        }
        #expect(!gate.hasEntered)
    }

    @Test func aGateIgnoresCancellation() async throws {
        let gate = Gate<Int>()
        let work = Task.detached { await gate.pass() }
        try await gate.waitUntilEntered()
        work.cancel()
        gate.open(with: 3)
        #expect(try await work.waitForValue() == 3)
    }
}

struct CallLogTests {
    @Test func recordsCallsInOrder() {
        let log = CallLog<String>()
        #expect(log.calls.isEmpty)
        log.record("a")
        log.record("b")
        #expect(log.calls == ["a", "b"])
    }

    @Test func recordsFromConcurrentTasks() async {
        let log = CallLog<Int>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 { group.addTask { log.record(index) } }
        }
        #expect(log.calls.sorted() == Array(0..<100))
    }
}
