#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time (user and system) of the child processes this process has waited for.
///
/// Wall time is what a user feels, but on a shared machine it also holds the time a process waited
/// for a core; processor time does not. Read it before and after running one child: the
/// difference is that child's own time, a cross-check of a wall-time ratio taken under load.
public enum ChildCPUTime {
    /// The total so far, `getrusage(RUSAGE_CHILDREN)`.
    public static func total() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
        // glibc declares the constants as an enum; getrusage takes its raw value.
        let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
        #else
        let children = RUSAGE_CHILDREN
        #endif
        guard getrusage(children, &usage) == 0 else { return .zero }
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    /// The processor time of the children `body` waits for, and its result.
    public static func measure<Result>(_ body: () throws -> Result) rethrows -> (result: Result, time: Duration) {
        let before = total()
        let result = try body()
        return (result, total() - before)
    }
}
