// redraw-bench: pushes N states through a feature view's state container while TerminalUI's runner
// shows that view on a fake terminal, and compares with drawing once, all in one run.
//
//   swift run -c release --package-path Tools/bench redraw-bench [--quick] [--runs N]
//
// The view is BlogFeature's BlogEntryView; each state is a failed load of another entry, so every
// state renders differently ("Blog entry #i"). N = 100,000 states (10,000 with --quick), pushed by
// `container.observe(AsyncStream)` from a detached producer. Cases:
//   (o) baseline: drawing once — render the final state and write one frame.
//   (c) the states through the container alone, nothing drawn (what the push itself costs).
//   (r) the runner on a fake terminal, redrawing through Observation, coalesced to one draw per
//       16 ms frame: time from the first state to the frame showing the last one, and draws made.
//   (e) every state drawn: a subscriber of the container's state stream renders and writes each
//       state (the per-state redraw the runner avoids).
import BenchSupport
import BlogFeature
import Domain
import Foundation
import Observation
import Services
import TerminalUI
import TerminalUITesting
import VSMKit

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard options.unknownArguments.isEmpty else {
    print("usage: redraw-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}
let count = options.size(full: 100_000, quick: 10_000)
let size = TerminalSize(columns: 100, rows: 30)
let repository = LocalBlogRepository(entries: { [] })

/// The state number `i` of the push: a failed load of entry `i`.
func state(_ i: Int) -> BlogEntryViewState {
    .loading(errorModel: BlogEntryErrorModel(repository: repository, entryID: BlogEntryID(i), message: "offline"))
}

/// Feeds `0..<count` as states into `container` from a detached task.
@MainActor
func push(into container: AsyncStateContainer<BlogEntryViewState>) -> Task<Void, Never> {
    let (stream, continuation) = AsyncStream.makeStream(of: BlogEntryViewState.self, bufferingPolicy: .unbounded)
    let producer = Task.detached {
        for i in 0..<count { continuation.yield(state(i)) }
        continuation.finish()
    }
    container.observe(stream)
    return producer
}

@MainActor
func drawOnce() -> Duration {
    let renderer = ANSIRenderer(colorPolicy: .colored)
    let terminal = FakeTerminal(size: size, recordsWrites: false)
    return Stopwatch.measure {
        let view = BlogEntryView(state: ViewState(wrappedValue: state(count - 1)))
        try? terminal.write(renderer.frame(view.render(size: size), size: size))
    }
}

/// The push alone: until the container holds the last state, woken by Observation (as the runner
/// is), nothing rendered.
@MainActor
func containerAlone() async -> Duration {
    let container = AsyncStateContainer(state: state(-1))
    let last = state(count - 1)
    return await Stopwatch.measure {
        let producer = push(into: container)
        while true {
            let changed = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let done = withObservationTracking {
                container.state == last
            } onChange: {
                changed.continuation.yield()
            }
            if done { break }
            for await _ in changed.stream { break }
        }
        await producer.value
    }
}

var drawsMade: [Int] = []

@MainActor
func runnerCoalesced() async -> Duration {
    let container = AsyncStateContainer(state: state(-1))
    let terminal = FakeTerminal(size: size, recordsWrites: false)
    let runner = TerminalRunner(
        root: BlogEntryView(state: ViewState(container: container)), device: terminal, colorPolicy: .colored)
    let run = Task { try await runner.run() }
    var frames = terminal.frames.makeAsyncIterator()
    _ = await frames.next()  // the first frame, before the push
    let marker = "Blog entry #\(count - 1)"
    let start = ContinuousClock.now
    let producer = push(into: container)
    while let frame = await frames.next(), !frame.contains(marker) {}
    let elapsed = ContinuousClock.now - start
    await producer.value
    drawsMade.append(runner.framesDrawn - 1)
    terminal.send([0x03])  // Ctrl-C ends the run
    _ = try? await run.value
    return elapsed
}

@MainActor
func everyStateDrawn() async -> Duration {
    let renderer = ANSIRenderer(colorPolicy: .colored)
    let terminal = FakeTerminal(size: size, recordsWrites: false)
    let container = AsyncStateContainer(state: state(-1))
    let view = BlogEntryView(state: ViewState(container: container))
    let states = container.stateStream()
    return await Stopwatch.measure {
        let producer = push(into: container)
        for await current in states {
            try? terminal.write(renderer.frame(view.render(size: size), size: size))
            if current == state(count - 1) { break }
        }
        await producer.value
    }
}

print(
    "redraw-bench: \(count) states through BlogEntryView's container, \(options.runs) runs"
        + (options.isQuick ? " (quick)" : ""))
var durations: [String: [Duration]] = [:]
let cases: [(String, @MainActor () async -> Duration)] = [
    ("(o) drawing once (baseline)", { drawOnce() }),
    ("(c) container alone, no drawing", containerAlone),
    ("(r) runner, Observation, 1 draw/frame", runnerCoalesced),
    ("(e) every state drawn", everyStateDrawn),
]
for _ in 0..<options.runs {
    for (name, run) in cases {
        durations[name, default: []].append(await run())
    }
}
var table = Table(["case", "draws", "time to final frame (median)", "p99", "ratio to (o)"])
for (name, _) in cases {
    let samples = Samples(durations[name] ?? [])
    let draws =
        switch name.prefix(3) {
        case "(o)": "1"
        case "(c)": "0"
        case "(r)": drawsMade.sorted()[drawsMade.count / 2].description
        default: "\(count)"
        }
    table.addRow([
        name, draws, Format.duration(samples.median), Format.duration(samples.p99),
        Format.ratio(PairedRatio.median(of: durations[name] ?? [], to: durations[cases[0].0] ?? [])),
    ])
}
print(table.render())
print("(r) draws: median of \(drawsMade.count) runs; the last state is always drawn.")
