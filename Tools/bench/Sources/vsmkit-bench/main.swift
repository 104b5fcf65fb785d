// vsmkit-bench: VSMKit's AsyncStateContainer on the scenarios of the side-by-side comparison with
// vsm-ios 2.0 (Tools/bench/README.md has the last one), each against a floor measured in the same
// run, so the ratios need no vsm-ios at hand.
//
//   swift run -c release --package-path Tools/bench vsmkit-bench [--quick] [--runs N]
//
// States (N = 100,000; 10,000 with --quick), ratios to (s):
//   (s)  the floor: an AsyncStream fed by a detached task, for-awaited on the main actor.
//   (a)  observe(StateSequence) of N states computed synchronously (vsm-ios's
//        `StateSequence(synchronousStates:states:)`), all applied inside observe.
//   (a2) observe(StateSequence) of N async steps (its `states:`), consumed off the main actor; the
//        final state awaited through Observation.
//   (b)  observe(AsyncStream) fed by a detached task; the final state awaited through Observation.
//   (d)  as (b) with a non-Sendable state, which the container consumes on the main actor, one hop
//        per state like the floor; awaited until the action has ended.
//
// Single actions (M = 10,000; 1,000 with --quick), each awaited before the next:
//   (f)  a floor: a main-actor Task that awaits a nonisolated async function and assigns its
//        result on the main actor; the task awaited.
//   (fo) a floor awaited as (c) is: the same Task assigns an observable holder, and the result is
//        awaited through Observation (the wake-up of a continuation, which resumes on the global
//        executor: a thread hand-off there and back, whatever is awaited).
//   (c)  observe { await produce(i) }, then the resulting state awaited through Observation;
//        ratio to (fo).
//   (c′) await refresh { await produce(i) }; ratio to (f).
//   The four again with a non-Sendable state.
//
// Every row has a budget, a ratio to its floor (README: where each comes from); the last column
// says whether the median is within it.
import BenchSupport
import Foundation
import Observation
import VSMKit

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard options.unknownArguments.isEmpty else {
    print("usage: vsmkit-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(64)
}
let count = options.size(full: 100_000, quick: 10_000)
let actionCount = options.size(full: 10_000, quick: 1_000)

/// A state that is not Sendable, to measure the main-actor path.
final class Counter {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Suspends until `isDone` holds, re-checked whenever what it reads changes (Observation), not by
/// polling.
@MainActor
func waitUntil(_ isDone: @escaping @MainActor () -> Bool) async {
    while true {
        let changed = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let done = withObservationTracking {
            isDone()
        } onChange: {
            changed.continuation.yield()
        }
        if done { return }
        for await _ in changed.stream { break }
    }
}

// MARK: - States

@MainActor
func floorStream() async -> Duration {
    await Stopwatch.measure {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }
        var last = -1
        for await value in stream { last = value }
        precondition(last == count - 1, "the floor lost states")
        await producer.value
    }
}

@MainActor
func plainStates() -> Duration {
    Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        container.observe(StateSequence(synchronousStates: (0..<count).map { value in { value } }, states: []))
        precondition(container.state == count - 1, "synchronous states are applied inside observe")
    }
}

@MainActor
func asyncSteps() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        container.observe(StateSequence(synchronousStates: [], states: (0..<count).map { value in { value } }))
        await waitUntil { container.state == count - 1 }
    }
}

@MainActor
func asyncStream() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: -1)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(value) }
            continuation.finish()
        }
        container.observe(stream)
        await waitUntil { container.state == count - 1 }
        await producer.value
    }
}

@MainActor
func nonSendableStream() async -> Duration {
    await Stopwatch.measure {
        let container = AsyncStateContainer(state: Counter(-1))
        let (stream, continuation) = AsyncStream.makeStream(of: Counter.self, bufferingPolicy: .unbounded)
        let producer = Task.detached {
            for value in 0..<count { continuation.yield(Counter(value)) }
            continuation.finish()
        }
        container.observe(stream)
        // `isRunning` changes twice per action, `state` once per state: this wakes once.
        await waitUntil { !container.isRunning }
        precondition(container.state.value == count - 1, "the action ends after its last state")
        await producer.value
    }
}

// MARK: - Single actions

/// The work of one action: a nonisolated async function.
@inline(never)
nonisolated func produce(_ value: Int) async -> Int {
    value
}

@inline(never)
nonisolated func produceCounter(_ value: Int) async -> sending Counter {
    Counter(value)
}

/// Where (f) assigns its results: a main-actor variable, as a container's state is.
@MainActor
final class FloorState<State> {
    var state: State
    init(_ state: State) { self.state = state }
}

/// Where (fo) assigns its results: the same, observable, as a container is. Not generic, so the
/// macro's key paths are built once, not at every access (as they would be in a generic class).
@MainActor
@Observable
final class ObservedInt {
    var state = -1
}

/// The same for a non-Sendable state.
@MainActor
@Observable
final class ObservedCounter {
    var state = Counter(-1)
}

/// Returns once what `read` reads has next changed (registered before the action can write).
@MainActor
func nextChange(_ read: @escaping @MainActor () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        withObservationTracking {
            read()
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
func observedFloorSendable() async -> Duration {
    await Stopwatch.measure {
        let holder = ObservedInt()
        for value in 0..<actionCount {
            Task { @MainActor in holder.state = await produce(value) }
            await nextChange { _ = holder.state }
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
            await nextChange { _ = container.state }
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
func observedFloorNonSendable() async -> Duration {
    await Stopwatch.measure {
        let holder = ObservedCounter()
        for value in 0..<actionCount {
            Task { @MainActor in holder.state = await produceCounter(value) }
            await nextChange { _ = holder.state }
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
            await nextChange { _ = container.state }
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

// MARK: - The run

/// One row: its name, what it runs, and, unless it is a floor, the floor it is measured against and
/// its budget (the ratio to that floor it must stay within).
struct Row {
    let name: String
    let floor: String?
    let budget: Double?
    let run: @MainActor () async -> Duration

    /// A floor.
    init(floor name: String, run: @escaping @MainActor () async -> Duration) {
        (self.name, self.floor, self.budget, self.run) = (name, nil, nil, run)
    }

    /// A measured row.
    init(_ name: String, against floor: String, budget: Double, run: @escaping @MainActor () async -> Duration) {
        (self.name, self.floor, self.budget, self.run) = (name, floor, budget, run)
    }
}

let stateFloor = "(s) floor: AsyncStream for-awaited on the main actor"
let stateRows = [
    Row(floor: stateFloor, run: floorStream),
    Row("(a) plain states (synchronousStates:)", against: stateFloor, budget: 0.05, run: { plainStates() }),
    Row("(a2) async steps (states:), off the main actor", against: stateFloor, budget: 0.05, run: asyncSteps),
    Row("(b) observe(AsyncStream) from another task", against: stateFloor, budget: 0.50, run: asyncStream),
    Row("(d) (b) with a non-Sendable state", against: stateFloor, budget: 1.50, run: nonSendableStream),
]
let taskFloor = "(f) floor: Task awaiting a nonisolated func"
let observedFloor = "(fo) floor: the same, awaited through Observation"
let sendableRows = [
    Row(floor: taskFloor, run: floorSendable),
    Row(floor: observedFloor, run: observedFloorSendable),
    Row("(c) observe { await } + await state", against: observedFloor, budget: 1.50, run: observeSendable),
    Row("(c′) await refresh { await }", against: taskFloor, budget: 0.50, run: refreshSendable),
]
let nonSendableRows = [
    Row(floor: taskFloor, run: floorNonSendable),
    Row(floor: observedFloor, run: observedFloorNonSendable),
    Row("(c) observe { await } + await state", against: observedFloor, budget: 1.50, run: observeNonSendable),
    Row("(c′) await refresh { await }", against: taskFloor, budget: 1.50, run: refreshNonSendable),
]

print(
    "vsmkit-bench: N = \(count) states, M = \(actionCount) actions, \(options.runs) runs per case (median shown)"
        + (options.isQuick ? ", --quick" : ""))

// Interleave the cases run by run, in a new order each round (`RoundOrder`), so that a noisy
// neighbour on the machine hits them all alike and no case always runs after the same one.
let tables = [
    ("states", stateRows, count, "state"), ("Sendable", sendableRows, actionCount, "action"),
    ("non-Sendable", nonSendableRows, actionCount, "action"),
]
let cases = tables.flatMap { table, rows, _, _ in rows.map { (table, $0) } }
var durations: [String: [Duration]] = [:]
for (_, row) in cases { _ = await row.run() }  // warm-up
var order = RoundOrder(cases: cases.count)
for _ in 0..<options.runs {
    for index in order.next() {
        let (table, row) = cases[index]
        durations[table + row.name, default: []].append(await row.run())
    }
}

/// One table: each row's ratio to its floor and whether it is within its budget. Returns the
/// budgets, for `make bench`'s table of every benchmark's budgets.
@MainActor
func render(_ table: String, _ rows: [Row], items: Int, unit: String) -> [Budget] {
    var report = Table(["case", "ns/\(unit)", "median", "p99", "spread", "ratio to floor", "budget", "within"])
    var budgets: [Budget] = []
    for row in rows {
        let samples = Samples(durations[table + row.name] ?? [])
        var cells = [
            row.name, Format.fixed(samples.nanosecondsPerItem(items), 1), Format.duration(samples.median),
            Format.duration(samples.p99), Format.percent(samples.spread),
        ]
        if let floor = row.floor, let budget = row.budget {
            let ratio = PairedRatio.median(of: durations[table + row.name] ?? [], to: durations[table + floor] ?? [])
            let floorName = floor.prefix(while: { $0 != " " })
            budgets.append(Budget("vsmkit-bench: \(table) \(row.name) / \(floorName)", measured: ratio, atMost: budget))
            cells += [
                Format.ratio(ratio) + " of " + floorName, "≤ " + Format.ratio(budget),
                ratio <= budget ? "yes" : "NO",
            ]
        }
        report.addRow(cells)
    }
    print(report.render())
    return budgets
}

var budgets: [Budget] = []
for (table, rows, items, unit) in tables {
    print("\n\(table)")
    budgets += render(table, rows, items: items, unit: unit)
}
print()
for budget in budgets { budget.report() }
let overBudget = budgets.filter { !$0.isMet }.count
print(
    overBudget == 0
        ? "\nevery row within its budget"
        : "\n\(overBudget) row(s) over budget (a noisy machine can do that: rerun before acting on it)")
