import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Restoring the terminal when the process crashes (SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE).
//
// A signal handler is a C function pointer: it cannot capture context, so what it needs (the
// saved termios and the file descriptors) must live in globals. Inside the handler only
// async-signal-safe calls are made: atomic loads, write(2), tcsetattr(3), signal(2), raise(3).
// No allocation, no locks, no Swift runtime calls beyond reading these globals, which are
// initialised before a handler is installed (``CrashRestore/install()`` touches each of them).

/// Whether a terminal session is active, so a crash should restore the terminal.
private let crashRestoreActive = Atomic<Bool>(false)
/// Set once ``crashRestoreTermios`` holds the terminal's original settings.
private let crashRestoreTermiosSaved = Atomic<Bool>(false)
/// Set by the first session to claim the termios storage; it is written only once.
private let crashRestoreTermiosClaimed = Atomic<Bool>(false)
private let crashRestoreInput = Atomic<Int32>(-1)
private let crashRestoreOutput = Atomic<Int32>(-1)

/// The terminal's settings from before the first session, for the crash handler.
///
/// Why `nonisolated(unsafe)` is safe here: the pointer itself never changes (a `let`); the memory
/// it points to is written exactly once, by the single caller that wins the compare-exchange on
/// ``crashRestoreTermiosClaimed``, before it publishes the write with a releasing store to
/// ``crashRestoreTermiosSaved``. Readers (the handler) read it only after an acquiring load of
/// `true` from that flag, so a read never overlaps the write and always sees it complete.
nonisolated(unsafe) private let crashRestoreTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
}()

/// The crash signals whose default action would leave the terminal in raw mode.
private let crashSignals: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE]

/// The handler: restore what can be restored, then die of the same signal with its default action
/// (so the exit status and a core dump are what they would have been).
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    if crashRestoreActive.load(ordering: .acquiring) {
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(crashRestoreOutput.load(ordering: .relaxed), sequence.utf8Start, sequence.utf8CodeUnitCount)
        if crashRestoreTermiosSaved.load(ordering: .acquiring) {
            _ = tcsetattr(crashRestoreInput.load(ordering: .relaxed), TCSANOW, crashRestoreTermios)
        }
    }
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// The crash-time restore of the terminal: the globals above and the functions that set them.
enum CrashRestore {
    /// Installs the handler for every crash signal. Idempotent.
    static func install() {
        // Touch every global first so none is lazily initialised inside a signal handler.
        _ = crashRestoreActive.load(ordering: .relaxed)
        _ = crashRestoreTermiosSaved.load(ordering: .relaxed)
        _ = crashRestoreTermiosClaimed.load(ordering: .relaxed)
        _ = crashRestoreInput.load(ordering: .relaxed)
        _ = crashRestoreOutput.load(ordering: .relaxed)
        _ = crashRestoreTermios
        for signalNumber in crashSignals {
            _ = signal(signalNumber, restoreTerminalAndReraise)
        }
    }

    /// Remembers the terminal's original settings, the first time only (they are the settings to
    /// go back to, whichever session crashes).
    static func saveOriginalSettings(_ settings: termios) {
        guard
            crashRestoreTermiosClaimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        crashRestoreTermios.pointee = settings
        crashRestoreTermiosSaved.store(true, ordering: .releasing)
    }

    /// Turns the crash-time restore on for a session on these descriptors.
    static func arm(input: Int32, output: Int32) {
        crashRestoreInput.store(input, ordering: .relaxed)
        crashRestoreOutput.store(output, ordering: .relaxed)
        crashRestoreActive.store(true, ordering: .releasing)
    }

    /// Turns it off once the terminal has been restored normally.
    static func disarm() {
        crashRestoreActive.store(false, ordering: .releasing)
    }
}
