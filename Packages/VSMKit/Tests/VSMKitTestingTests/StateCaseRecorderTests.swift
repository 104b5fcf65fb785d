import Foundation
import Testing
import VSMKit

@testable import VSMKitTesting

private enum Door: Sendable, Equatable, CustomStringConvertible {
    case closed
    case open(visitor: String)

    var description: String {
        switch self {
        case .closed: "closed"
        case .open(let visitor): "open(visitor: \(visitor))"
        }
    }
}

@MainActor
@Suite struct StateCaseRecorderTests {
    @Test func aCaseIsTheNameItsStateDescriptionStartsWith() {
        #expect(StateCaseRecorder.caseName(of: "loaded(model: \"x\")") == "loaded")
        #expect(StateCaseRecorder.caseName(of: "nothingToChoose") == "nothingToChoose")
        #expect(StateCaseRecorder.caseName(of: "\u{1B}[2Jloaded") == "?")
        #expect(StateCaseRecorder.field("a\tb\nc\u{1B}d") == "a b c d")
    }

    @Test func recordsEachDistinctTransitionOnceWithItsCasesAndOrigin() async throws {
        let recorder = StateCaseRecorder(file: nil)
        let listener = StateTraceFanOut.add { recorder.record($0) }
        defer { StateTraceFanOut.remove(listener) }

        let container = AsyncStateContainer(state: Door.closed)
        container.observe(.open(visitor: "ann\tbob\n"))
        container.observe(.open(visitor: "cy"))
        container.observe(.closed)
        container.observe(.open(visitor: "dee"))

        // Other tests' containers may be traced meanwhile (the fan-out is process-wide): keep Door's.
        let doors = recorder.transitions.filter { $0.stateType == "Door" }
        let function = "recordsEachDistinctTransitionOnceWithItsCasesAndOrigin()"
        #expect(
            Set(doors.map(\.line)) == [
                "Door\tclosed\topen\tVSMKitTestingTests/StateCaseRecorderTests.swift\t\(function)",
                "Door\topen\topen\tVSMKitTestingTests/StateCaseRecorderTests.swift\t\(function)",
                "Door\topen\tclosed\tVSMKitTestingTests/StateCaseRecorderTests.swift\t\(function)",
            ])
    }

    @Test func theFanOutHandsEveryRecordToEachListenerUntilRemoved() {
        let first = CallLog<String>()
        let second = CallLog<String>()
        let one = StateTraceFanOut.add { first.record($0.description) }
        let two = StateTraceFanOut.add { second.record($0.description) }
        let container = AsyncStateContainer(state: Door.closed)
        container.observe(.open(visitor: "fan-out one"))
        StateTraceFanOut.remove(two)
        container.observe(.open(visitor: "fan-out two"))
        StateTraceFanOut.remove(one)

        #expect(first.calls.filter { $0.contains("-> open(visitor: fan-out") }.count == 2)
        #expect(second.calls.filter { $0.contains("-> open(visitor: fan-out") }.count == 1)
    }

    @Test func withoutTheVariableNothingIsStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("states-\(UUID().uuidString)").path
        StateCaseRecorder.startIfRequested(environment: ["OTHER": folder])
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
