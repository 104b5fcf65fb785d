// vsmkit-bench: pushes N states through an AsyncStateContainer and compares with a raw AsyncStream
// consumed on the main actor, all in one run.
//
//   swift run -c release --package-path Tools/bench vsmkit-bench [--quick] [--runs N]
//
// Stream cases (N = 100,000 states; 10,000 with --quick), ratios to (s):
//   (s) baseline: an AsyncStream fed by a detached task, consumed by `for await` on the main actor.
//   (b) container.observe(AsyncStream) fed by a detached task; the final state awaited.
//   (a) container.observe(StateSequence): N states computed synchronously
//       (`StateSequence(synchronousStates:states:)`, applied inside observe), and N async steps
//       (its `states:`, consumed off the main actor).
//   (d) as (b) with a non-Sendable state, which the container must consume on the main actor
//       (one hop per state, like the baseline); the final state awaited.
//
// Single-action cases (M = 10,000 actions; 1,000 with --quick), one after the other, each awaited
// before the next starts, for a Sendable (Int) and a non-Sendable (Counter) state; ratios to (f):
//   (f)  the floor, no container: from the main actor, a Task that awaits a nonisolated async
//        function and assigns its result on the main actor; the task awaited each time.
//   (c)  container.observe { await produce(i) }, then await the resulting state (woken by
//        Observation on the container's `state`).
//   (c′) await container.refresh { await produce(i) }.
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
let actionCount = options.size(full: 10_000, quick: 1_000)

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
        container.observe(stream)
        await waitForState(container) { $0.value == count - 1 }
        await producer.value
    }
}

/// `count` states computed synchronously, as vsm-ios writes a long run of them.
func plainStates(_ count: Int) -> StateSequence<Int> {
    StateSequence(synchronousStates: (0..<count).map { value in { value } }, states: [])
}

/// `count` async steps, as vsm-ios writes a long run of them.
func asyncSteps(_ count: Int) -> StateSequence<Int> {
    StateSequence(synchronousStates: [], states: (0..<count).map { value in { value } })
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

// MARK: - Single actions

/// The work of one action: a nonisolated async function, so each call leaves the main actor.
@inline(never)
nonisolated func produce(_ value: Int) async -> Int {
    value
}

@inline(never)
nonisolated func produceCounter(_ value: Int) async -> sending Counter {
    Counter(value)
}

/// Where the floor assigns its results: a main-actor variable, as a container's state is.
@MainActor
final class FloorState<State> {
    var state: State
    init(_ state: State) { self.state = state }
}

/// Returns once `container.state` has next changed (registered before the action can write).
@MainActor
func nextStateChange<State>(of container: AsyncStateContainer<State>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        withObservationTracking {
            _ = container.state
        } onChange: {
            continuation.resume()
        }
    }
}

@MainActor
func floorSendable() async -> Duration {
    await Stopwatch.measure {
        let holder = FloorState(-1)
        for value in 0..<actionCount {
            await Task { @MainActor in holder.state = await produce(value) }.value
        }
        precondition(holder.state == actionCount - 1)
    }
}

@MainActor
func observeSendable() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        for value in 0..<actionCount {
            container.observe { await produce(value) }
            await nextStateChange(of: container)
        }
        precondition(container.state == actionCount - 1)
    }
}

@MainActor
func refreshSendable() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        for value in 0..<actionCount {
            await container.refresh { await produce(value) }
        }
        precondition(container.state == actionCount - 1)
    }
}

@MainActor
func floorNonSendable() async -> Duration {
    await Stopwatch.measure {
        let holder = FloorState(Counter(-1))
        for value in 0..<actionCount {
            await Task { @MainActor in holder.state = await produceCounter(value) }.value
        }
        precondition(holder.state.value == actionCount - 1)
    }
}

@MainActor
func observeNonSendable() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: Counter(-1))
        for value in 0..<actionCount {
            container.observe { await produceCounter(value) }
            await nextStateChange(of: container)
        }
        precondition(container.state.value == actionCount - 1)
    }
}

@MainActor
func refreshNonSendable() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: Counter(-1))
        for value in 0..<actionCount {
            await container.refresh { await produceCounter(value) }
        }
        precondition(container.state.value == actionCount - 1)
    }
}

print(
    "vsmkit-bench: \(count) states per run, \(options.runs) runs per case (median shown)\(options.isQuick ? ", --quick" : "")"
)

// Interleave the cases run by run so that a noisy neighbour on the machine hits them all alike.
var durations: [String: [Duration]] = [:]
let streamCases: [(String, @MainActor () async -> Duration)] = [
    ("(s) baseline: raw AsyncStream, for-await on main actor", baseline),
    ("(b) observe(AsyncStream) from another task", containerAsyncStream),
    ("(a) observe(StateSequence), plain states", containerPlainSequence),
    ("(a) observe(StateSequence), Next { } steps", containerAsyncSequence),
    ("(d) observe(AsyncStream), non-Sendable state", containerNonSendableAsyncStream),
]
let sendableActionCases: [(String, @MainActor () async -> Duration)] = [
    ("(f) floor: Task awaiting a nonisolated func, Sendable", floorSendable),
    ("(c) observe { await } + await state, Sendable", observeSendable),
    ("(c′) await refresh { await }, Sendable", refreshSendable),
]
let nonSendableActionCases: [(String, @MainActor () async -> Duration)] = [
    ("(f) floor: Task awaiting a nonisolated func, non-Sendable", floorNonSendable),
    ("(c) observe { await } + await state, non-Sendable", observeNonSendable),
    ("(c′) await refresh { await }, non-Sendable", refreshNonSendable),
]
let cases = streamCases + sendableActionCases + nonSendableActionCases
for (_, run) in cases { _ = await run() }  // warm-up
for _ in 0..<options.runs {
    for (name, run) in cases {
        durations[name, default: []].append(await run())
    }
}

/// One table of `group`, each row's ratio taken to the group's first row (its baseline).
@MainActor
func render(_ group: [(String, @MainActor () async -> Duration)], items: Int, unit: String, baseline: String) {
    let baselineSamples = Samples(durations[group[0].0] ?? [])
    var table = Table(["case", "ns/\(unit)", "median", "p99", "spread", "ratio to \(baseline)"])
    for (name, _) in group {
        let samples = Samples(durations[name] ?? [])
        table.addRow([
            name,
            Format.fixed(samples.nanosecondsPerItem(items), 1),
            Format.duration(samples.median),
            Format.duration(samples.p99),
            Format.percent(samples.spread),
            Format.ratio(samples.ratio(to: baselineSamples)),
        ])
    }
    print(table.render())
}

@MainActor
func ratio(_ name: String, to baseline: String) -> String {
    Format.ratio(Samples(durations[name] ?? []).ratio(to: Samples(durations[baseline] ?? [])))
}

render(streamCases, items: count, unit: "state", baseline: "(s)")
print(
    "target ≤ 1.00x, limit 1.50x: (b) \(ratio(streamCases[1].0, to: streamCases[0].0)), "
        + "(a, Next steps) \(ratio(streamCases[3].0, to: streamCases[0].0))")
print("\nsingle actions: \(actionCount) per run, each awaited before the next")
render(sendableActionCases, items: actionCount, unit: "action", baseline: "(f)")
render(nonSendableActionCases, items: actionCount, unit: "action", baseline: "(f)")
print(
    "target ≤ 1.20x, limit 1.50x: Sendable (c) \(ratio(sendableActionCases[1].0, to: sendableActionCases[0].0)), "
        + "(c′) \(ratio(sendableActionCases[2].0, to: sendableActionCases[0].0)); non-Sendable (c) "
        + "\(ratio(nonSendableActionCases[1].0, to: nonSendableActionCases[0].0)), "
        + "(c′) \(ratio(nonSendableActionCases[2].0, to: nonSendableActionCases[0].0))")
