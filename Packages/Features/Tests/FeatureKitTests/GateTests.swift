import FeatureKitTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct GateTests {
    @Test func workWaitsAtTheGateUntilTheTestOpensIt() async {
        let gate = Gate<Int>()
        let work = Task { await gate.pass() }

        await gate.waitUntilEntered()
        gate.open(with: 42)

        #expect(await work.value == 42)
    }

    @Test func anOpenGateLetsLaterWorkStraightThrough() async {
        let gate = Gate<String>()
        gate.open(with: "open")

        #expect(await gate.pass() == "open")
        #expect(await gate.pass() == "open")
    }

    @Test func everyWaitingPasserGetsTheValue() async {
        let gate = Gate<Void>()
        let first = Task { await gate.pass() }
        let second = Task { await gate.pass() }
        await gate.waitUntilEntered()

        gate.open()

        await first.value
        await second.value
    }
}
