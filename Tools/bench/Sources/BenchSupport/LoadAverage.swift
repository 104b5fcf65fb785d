#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's load averages, printed next to a measurement: on a shared machine a ratio
/// measured under load is less certain, and the reader should know how loaded it was.
public enum LoadAverage {
    /// `load average 1.02 0.87 0.75` (over 1, 5 and 15 minutes), or a note when unavailable.
    public static func current() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "load average unavailable" }
        return "load average " + loads.map { Format.fixed($0, 2) }.joined(separator: " ")
    }
}
