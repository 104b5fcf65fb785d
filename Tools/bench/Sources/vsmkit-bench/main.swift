// vsmkit-bench: pushes N states through an AsyncStateContainer and compares with a raw AsyncStream
// consumed on the main actor, all in one run.
//
//   swift run -c release --package-path Tools/bench vsmkit-bench [--quick] [--runs N]
//
// Cases (N = 100,000 states; 10,000 with --quick):
//   (c) baseline: an AsyncStream fed by a detached task, consumed by `for await` on the main actor.
//   (b) container.observe(AsyncStream) fed by a detached task; the final state awaited.
//   (a) container.observe(StateSequence): N plain states from a builder `for` loop (applied
//       synchronously inside observe), and N `Next { }` async steps (consumed off the main actor).
//   (d) as (b) with a non-Sendable state, which the container must consume on the main actor
//       (one hop per state, like the baseline); awaited with refresh.
import BenchSupport
import Foundation
import Observation
import VSMKit

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard options.unknownArguments.isEmpty else {
    print("usage: vsmkit-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}
let count = options.size(full: 100_000, quick: 10_000)

/// A state that is not Sendable, to measure the main-actor path.
final class Counter {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Suspends until `container.state` satisfies `isDone`, woken by Observation (once per batch of
/// states), not by polling.
@MainActor
func waitForState<State>(_ container: AsyncStateContainer<State>, _ isDone: @escaping (State) -> Bool) async {
    while true {
        let changed = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let done = withObservationTracking {
            isDone(container.state)
        } onChange: {
            changed.continuation.yield()
        }
        if done { return }
        for await _ in changed.stream { break }
    }
}

@MainActor
func baseline() async -> Duration {
    await Stopwatch.measure {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }
        var last = -1
        for await value in stream { last = value }
        precondition(last == count - 1, "baseline lost states")
        await producer.value
    }
}

@MainActor
func containerAsyncStream() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }
        container.observe(stream)
        await waitForState(container) { $0 == count - 1 }
        await producer.value
    }
}

@MainActor
func containerNonSendableAsyncStream() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: Counter(-1))
        let (stream, continuation) = AsyncStream.makeStream(of: Counter.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(Counter(value)) }
            continuation.finish()
        }
        await container.refresh(stream)
        precondition(container.state.value == count - 1, "refresh returns after the last state")
        await producer.value
    }
}

@StateSequenceBuilder
func plainStates(_ count: Int) -> StateSequence<Int> {
    for value in 0..<count {
        value
    }
}

@StateSequenceBuilder
func asyncSteps(_ count: Int) -> StateSequence<Int> {
    for value in 0..<count {
        Next { value }
    }
}

@MainActor
func containerPlainSequence() -> Duration {
    Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        container.observe(plainStates(count))
        precondition(container.state == count - 1, "plain states are applied inside observe")
    }
}

@MainActor
func containerAsyncSequence() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        container.observe(asyncSteps(count))
        await waitForState(container) { $0 == count - 1 }
    }
}

print(
    "vsmkit-bench: \(count) states per run, \(options.runs) runs per case (median shown)\(options.isQuick ? ", --quick" : "")"
)

// Interleave the cases run by run so that a noisy neighbour on the machine hits them all alike.
var durations: [String: [Duration]] = [:]
let cases: [(String, @MainActor () async -> Duration)] = [
    ("(c) baseline: raw AsyncStream, for-await on main actor", baseline),
    ("(b) observe(AsyncStream) from another task", containerAsyncStream),
    ("(a) observe(StateSequence), plain states", containerPlainSequence),
    ("(a) observe(StateSequence), Next { } steps", containerAsyncSequence),
    ("(d) observe(AsyncStream), non-Sendable state", containerNonSendableAsyncStream),
]
for (_, run) in cases { _ = await run() }  // warm-up
for _ in 0..<options.runs {
    for (name, run) in cases {
        durations[name, default: []].append(await run())
    }
}

let baselineSamples = Samples(durations[cases[0].0] ?? [])
var table = Table(["case", "ns/state", "median", "p99", "spread", "ratio to (c)"])
for (name, _) in cases {
    let samples = Samples(durations[name] ?? [])
    table.addRow([
        name,
        Format.fixed(samples.nanosecondsPerItem(count), 1),
        Format.duration(samples.median),
        Format.duration(samples.p99),
        Format.percent(samples.spread),
        Format.ratio(samples.ratio(to: baselineSamples)),
    ])
}
print(table.render())
let ratioB = Samples(durations[cases[1].0] ?? []).ratio(to: baselineSamples)
let ratioA = Samples(durations[cases[3].0] ?? []).ratio(to: baselineSamples)
print("target ≤ 1.00x, limit 1.50x: (b) \(Format.ratio(ratioB)), (a, Next steps) \(Format.ratio(ratioA))")
