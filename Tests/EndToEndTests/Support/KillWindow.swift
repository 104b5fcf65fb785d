import FoundationExt
import ProcessTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The span, in whole milliseconds, that a crash test draws its kill times from: 1.5 × the median
/// of how long the operation took when it was left to finish, so that kills land anywhere in it and
/// a little past its end. The median, because one slow run (the sandbox's first, or a busy moment on
/// a loaded machine) would otherwise stretch the span until most kills came after the operation had
/// ended. At least 5 ms.
///
/// It follows the last five runs that ended on their own, not only the probes measured first: the
/// other end-to-end tests run beside a crash test at its start and finish during it, and a span
/// measured while they ran (checkouts of 240 ms, against 60–90 ms alone) put most kills after the
/// operation had ended.
struct KillWindow {
    /// The span now.
    private(set) var milliseconds: Int
    /// The smallest and the largest span so far, for the test's log.
    private(set) var spans: ClosedRange<Int>
    private let probes: [Duration]
    private var recent: [Duration]

    /// A window from runs left to finish.
    init(probes: [Duration]) {
        precondition(!probes.isEmpty, "a kill window needs at least one probe")
        self.probes = probes
        recent = Array(probes.suffix(Self.followed))
        milliseconds = Self.span(of: recent)
        spans = milliseconds...milliseconds
    }

    /// A kill time drawn from the window.
    func delay(using generator: inout SplitMix64) -> Duration {
        .milliseconds(Int(generator.next() % UInt64(milliseconds)))
    }

    /// Takes in how long a run took, when it ended on its own; a killed run says only that it was
    /// still running.
    mutating func record(_ run: ProcessResult) {
        guard run.termination != .signaled(SIGKILL) else { return }
        recent = Array((recent + [run.elapsed]).suffix(Self.followed))
        milliseconds = Self.span(of: recent)
        spans = min(spans.lowerBound, milliseconds)...max(spans.upperBound, milliseconds)
    }

    /// For the test's log: `kill window 94-274 ms (probes 183, 232, 176 ms)`.
    var summary: String {
        "kill window \(spans.lowerBound)-\(spans.upperBound) ms "
            + "(probes \(probes.map { String($0.milliseconds) }.joined(separator: ", ")) ms)"
    }

    /// How many of the last runs the span follows.
    private static let followed = 5

    private static func span(of runs: [Duration]) -> Int {
        let median = runs.sorted()[runs.count / 2]
        return max(median.milliseconds * 3 / 2, 5)
    }
}

extension Duration {
    /// Whole milliseconds.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
