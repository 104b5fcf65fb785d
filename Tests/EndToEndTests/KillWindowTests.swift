import FoundationExt
import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The crash tests' kill window: no process is started here.
@Suite struct KillWindowTests {
    private func run(_ milliseconds: Int, _ termination: Termination = .exited(0)) -> ProcessResult {
        ProcessResult(
            commandLine: "cli-app cart checkout --yes", termination: termination, timedOut: false,
            elapsed: .milliseconds(milliseconds), standardOutputBytes: [], standardErrorBytes: [])
    }

    @Test func theSpanIsOneAndAHalfTimesTheMedianAndAtLeastFiveMilliseconds() {
        #expect(KillWindow(probes: [.milliseconds(100), .milliseconds(900), .milliseconds(200)]).milliseconds == 300)
        #expect(KillWindow(probes: [.milliseconds(1)]).milliseconds == 5)
    }

    @Test func theSpanFollowsTheLastRunsThatEndedAndNotTheKilledOnes() {
        var window = KillWindow(probes: [.milliseconds(240), .milliseconds(250), .milliseconds(236)])
        #expect(window.milliseconds == 360)
        for _ in 0..<3 { window.record(run(60)) }
        // The last five runs are 236, 250 and three of 60 ms: a median of 60.
        #expect(window.milliseconds == 90)
        for _ in 0..<4 { window.record(run(10, .signaled(SIGKILL))) }
        #expect(window.milliseconds == 90)
        window.record(run(70, .exited(1)))
        #expect(window.milliseconds == 90)
        #expect(window.spans == 90...360)
        #expect(window.summary == "kill window 90-360 ms (probes 240, 250, 236 ms)")
    }

    @Test func delaysFallInsideTheSpan() {
        let window = KillWindow(probes: [.milliseconds(20)])
        var generator = SplitMix64(seed: 7)
        let delays = (0..<200).map { _ in window.delay(using: &generator) }
        #expect(delays.allSatisfy { $0 >= .zero && $0 < .milliseconds(30) })
        #expect(Set(delays).count > 10)
    }
}
