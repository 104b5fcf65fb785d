import Glibc

/// Keeps the exit status of a termination signal (128 + n) when SIGINT, SIGTERM or SIGHUP ends the
/// interactive app.
///
/// TerminalUI handles those signals on a queue of its own: it restores the terminal, which also
/// ends the runner's input (the runner returns `.endOfInput`), then calls `_exit(128 + n)`. The
/// main task would otherwise race that call to `exit(0)`. An input that really ended has hung up;
/// one that is still open means the signal handler ended the session and is exiting the process,
/// so this waits (bounded) for that instead of returning.
enum SignalExitGrace {
    /// The longest wait for the signal handler's exit, in milliseconds.
    static let limit: Int32 = 2_000

    /// Returns at once when `input` has hung up (a real end of input); otherwise waits up to
    /// ``limit`` for the process to be ended by the handler.
    static func awaitSignalExitUnlessInputEnded(_ input: Int32) {
        var watched = [pollfd(fd: input, events: 0, revents: 0)]
        // POLLHUP and POLLERR are reported even when not asked for.
        if poll(&watched, 1, 0) > 0 { return }
        _ = poll(&watched, 1, limit)
    }
}
