import Testing
import VSMKit
import VSMKitTesting

/// Collects every element of a state sequence, in order.
private func collect<State>(_ sequence: StateSequence<State>) async -> [State] {
    var states: [State] = []
    for await state in sequence {
        states.append(state)
    }
    return states
}

@StateSequenceBuilder
private func nested(_ prefix: String) -> StateSequence<String> {
    "\(prefix).1"
    Next { "\(prefix).2" }
}

@StateSequenceBuilder
private func everything(flag: Bool, optional: String?, count: Int) -> StateSequence<String> {
    "start"
    nested("nested")
    if flag {
        "if"
    } else {
        "else"
    }
    if let optional {
        optional
    }
    if !flag {
        "only without flag"
    }
    switch count {
    case 0: "switch zero"
    default: "switch many"
    }
    First { "first" }
    Next { "end" }
}

struct StateSequenceBuilderTests {
    @Test func statesComeOutInTheOrderWrittenAcrossNestingAndConditionals() async {
        let states = await collect(everything(flag: true, optional: "some", count: 2))
        #expect(states == ["start", "nested.1", "nested.2", "if", "some", "switch many", "first", "end"])
    }

    @Test func theOtherBranchesAndANilOptionalEmitNothingExtra() async {
        let states = await collect(everything(flag: false, optional: nil, count: 0))
        #expect(
            states == ["start", "nested.1", "nested.2", "else", "only without flag", "switch zero", "first", "end"])
    }

    @Test func buildingASequenceRunsNoAsyncStepUntilItIsIterated() async {
        let runs = Locked(0)
        let sequence = StateSequence<Int> {
            1
            Next {
                runs.withLock { $0 += 1 }
                return 2
            }
        }
        #expect(runs.withLock { $0 } == 0)
        var iterator = sequence.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(runs.withLock { $0 } == 0, "the step runs when reached, not before")
        #expect(await iterator.next() == 2)
        #expect(runs.withLock { $0 } == 1)
        #expect(await iterator.next() == nil)
    }

    @Test func eachIterationRunsTheStepsAgain() async {
        let runs = Locked(0)
        let sequence = StateSequence<Int> {
            Next {
                runs.withLock { $0 += 1 }
                return 1
            }
        }
        _ = await collect(sequence)
        _ = await collect(sequence)
        #expect(runs.withLock { $0 } == 2)
    }

    @Test func aCancelledIterationStartsNoFurtherStep() async throws {
        let runs = Locked(0)
        let sequence = StateSequence<Int> {
            1
            Next {
                runs.withLock { $0 += 1 }
                return 2
            }
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await collect(sequence)
        }
        #expect(try await task.waitForValue() == [])
        #expect(runs.withLock { $0 } == 0)
    }

    @Test func theEmptySequenceEmitsNothing() async {
        #expect(await collect(StateSequence<Int>.empty) == [])
    }

    @Test func aNonSendableStateCanBeProducedByAnAsyncStep() async {
        let sequence = StateSequence<Counter> {
            Counter(1)
            Next { Counter(2) }
        }
        let values = await collect(sequence).map(\.value)
        #expect(values == [1, 2])
    }
}
