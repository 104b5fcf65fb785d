import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives SIGINT, SIGTERM, SIGHUP and SIGWINCH for the whole process and hands them to the
/// terminal session in progress.
///
/// Installed once per process and never removed, because libdispatch on Linux installs its own
/// forwarding handler the first time a signal gets a source and never again: resetting a signal's
/// disposition afterwards would silently break every later source for it. So the sources stay,
/// and a termination signal keeps its usual meaning outside a session too: the process exits with
/// status 128 + the signal number (after restoring the terminal when a session is active).
final class SignalRelay: Sendable {
    /// What the session in progress wants to hear.
    struct Listener: Sendable {
        /// Restores the terminal before the process exits. It must leave the session's events
        /// open: the exit status is the relay's alone (see ``Terminal/restoreForExit()``).
        var restore: @Sendable () -> Void
        /// The window changed size.
        var resized: @Sendable () -> Void
    }

    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The relay, created (and its sources registered) on first use.
    static let shared = SignalRelay()

    /// Boxed so the signal handlers can share it without capturing a half-initialised relay.
    private final class ListenerBox: Sendable {
        let current = Mutex<Listener?>(nil)
    }

    private let listener = ListenerBox()
    /// Kept only so the sources live as long as the process.
    private let sources: Mutex<[any DispatchSourceSignal]>

    private init() {
        let listener = self.listener
        let queue = DispatchQueue(label: "TerminalUI.SignalRelay")
        let registered = DispatchGroup()
        var created: [any DispatchSourceSignal] = []
        for signalNumber in Self.terminationSignals + [SIGWINCH] {
            // Ignored until libdispatch's own handler is in place, so that a signal arriving in
            // between cannot take its default action (death with the terminal in raw mode).
            _ = signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            if signalNumber == SIGWINCH {
                source.setEventHandler {
                    listener.current.withLock { $0 }?.resized()
                }
            } else {
                source.setEventHandler {
                    listener.current.withLock { $0 }?.restore()
                    // Exit at once, as the default action would, with the conventional status.
                    _exit(128 + signalNumber)
                }
            }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            created.append(source)
        }
        // An ignored signal that arrives before its source listens is lost: wait (bounded) until
        // all are registered, so a SIGTERM right after a session begins is already seen.
        _ = registered.wait(timeout: .now() + .seconds(2))
        sources = Mutex(created)
    }

    /// Makes `listener` the one to hear signals (replacing any other).
    func listen(_ listener: Listener) {
        self.listener.current.withLock { $0 = listener }
    }

    /// The listener that hears signals now, if any.
    var currentListener: Listener? {
        listener.current.withLock { $0 }
    }

    /// Stops relaying to the current listener.
    func stopListening() {
        listener.current.withLock { $0 = nil }
    }
}
