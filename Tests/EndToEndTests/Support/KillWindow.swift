/// The span, in whole milliseconds, that a crash test draws its kill times from: 1.5 × the median
/// of how long the operation took when it was left to finish, so that kills land anywhere in it and
/// a little past its end. The median, because one slow run (the sandbox's first, or a busy moment on
/// a loaded machine) would otherwise stretch the span until most kills came after the operation had
/// ended. At least 5 ms.
func killWindow(probes: [Duration]) -> Int {
    precondition(!probes.isEmpty, "a kill window needs at least one probe")
    let median = probes.sorted()[probes.count / 2]
    return max(median.milliseconds * 3 / 2, 5)
}

extension Duration {
    /// Whole milliseconds.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
