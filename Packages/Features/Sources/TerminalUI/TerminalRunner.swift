/// Runs the interactive app: takes over a ``TerminalDevice``, shows the top screen of a
/// ``NavigationStack``, turns input bytes into keys, and redraws on a key, on a screen's change, on
/// a resize and on spinner ticks (about 10 a second, only while the top screen is loading).
/// Gives the terminal back however the run ends.
///
/// Key handling: Ctrl-C always quits. Any other key goes to the top screen first; a key it ignores
/// gets the defaults: `q` quits, Escape and Backspace go back, Ctrl-D quits.
///
/// Testable without a terminal: pass a fake device that feeds bytes and records frames, and a
/// manual clock for the spinner.
@MainActor
public final class TerminalRunner {
    /// How a run ended.
    public enum Exit: Hashable, Sendable {
        /// The user quit (`q`, Ctrl-C, or a screen's `.quit`).
        case quit
        /// The input ended.
        case endOfInput
        /// The output went away (a broken pipe or a closed terminal).
        case outputClosed
    }

    private enum Event {
        case terminal(TerminalEvent)
        case terminalEventsEnded
        case changed
        case tick
    }

    public let navigation: NavigationStack
    private let device: any TerminalDevice
    private let renderer: ANSIRenderer
    private let status: (@MainActor () -> String?)?
    private let clock: any Clock<Duration>
    private let spinnerInterval: Duration
    private let events: AsyncStream<Event>
    private let eventSink: AsyncStream<Event>.Continuation
    private var decoder = KeyDecoder()
    private var ticker: Task<Void, Never>?
    private var isRunning = false

    /// The spinner's current frame number.
    public private(set) var spinnerFrame = 0
    /// How many frames have been written (for tests and diagnostics).
    public private(set) var framesDrawn = 0
    /// Called after every navigation (push or pop), e.g. to refresh a cart count for the status.
    public var onNavigate: (@MainActor () -> Void)?

    /// - Parameters:
    ///   - root: the first screen; `.back` never leaves it.
    ///   - device: the terminal (``Terminal`` for the real one).
    ///   - colorPolicy: whether frames carry colours and styles.
    ///   - status: the status line for screens that set none, e.g. "cart: 3 items · backend: embedded data".
    ///   - clock: drives the spinner; inject a manual clock in tests.
    ///   - spinnerInterval: the time between spinner frames.
    public init(
        root: any InteractiveScreen, device: any TerminalDevice, colorPolicy: ColorPolicy,
        status: (@MainActor () -> String?)? = nil, clock: any Clock<Duration> = ContinuousClock(),
        spinnerInterval: Duration = .milliseconds(100)
    ) {
        self.navigation = NavigationStack(root: root)
        self.device = device
        self.renderer = ANSIRenderer(colorPolicy: colorPolicy)
        self.status = status
        self.clock = clock
        self.spinnerInterval = spinnerInterval
        (events, eventSink) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
    }

    /// Asks for a redraw from outside a screen (the status text changed).
    public func requestRedraw() {
        eventSink.yield(.changed)
    }

    /// Runs until the user quits, the input ends or the output goes away, then restores the
    /// terminal. Throws only if the terminal cannot be taken over (then nothing was changed).
    public func run() async throws(TerminalError) -> Exit {
        let terminalEvents = try device.begin()
        isRunning = true
        let forwarder = Task { [eventSink] in
            for await event in terminalEvents { eventSink.yield(.terminal(event)) }
            eventSink.yield(.terminalEventsEnded)
        }
        defer {
            isRunning = false
            forwarder.cancel()
            ticker?.cancel()
            ticker = nil
            for screen in navigation.screens.reversed() {
                screen.onChange = nil
                screen.stop()
            }
            device.end()
        }
        show(navigation.top)
        guard draw() else { return .outputClosed }
        updateTicker()
        for await event in events {
            if let exit = handle(event) { return exit }
            updateTicker()
        }
        return .endOfInput
    }

    /// Handles one event; returns how the run ends if it does.
    private func handle(_ event: Event) -> Exit? {
        switch event {
        case .terminal(.input(let bytes)):
            for key in decoder.decode(bytes) {
                if let exit = handle(key) { return exit }
            }
        case .terminal(.resize), .changed:
            break
        case .tick:
            spinnerFrame &+= 1
        case .terminal(.endOfInput), .terminalEventsEnded:
            for key in decoder.finish() {
                if let exit = handle(key) { return exit }
            }
            return .endOfInput
        }
        return draw() ? nil : .outputClosed
    }

    /// Gives a key to the top screen, applies the defaults and the navigation.
    private func handle(_ key: Key) -> Exit? {
        if key == .controlC { return .quit }
        var outcome = navigation.top.handle(key)
        if case .ignored = outcome { outcome = Self.defaultOutcome(for: key) }
        switch navigation.apply(outcome) {
        case .none:
            return nil
        case .quit:
            return .quit
        case .pushed(let screen):
            show(screen)
        case .popped(let screen):
            screen.onChange = nil
            screen.stop()
        }
        onNavigate?()
        return nil
    }

    /// What an ignored key does.
    static func defaultOutcome(for key: Key) -> KeyOutcome {
        switch key {
        case .character("q"), .controlD: .quit
        case .escape, .backspace: .back
        default: .ignored
        }
    }

    /// Connects a screen that has just come on the stack and starts it.
    private func show(_ screen: any InteractiveScreen) {
        screen.onChange = { [weak self] in self?.requestRedraw() }
        screen.start()
    }

    /// Writes a frame of the top screen; false when the output is gone.
    private func draw() -> Bool {
        let size = device.size
        var screen = navigation.top.screen(size: size)
        if screen.status == nil, let status { screen.status = status() }
        do {
            try device.write(renderer.frame(screen, size: size, spinnerFrame: spinnerFrame))
            framesDrawn += 1
            return true
        } catch {
            return false
        }
    }

    /// Runs the spinner's ticks while the top screen is loading, and only then.
    private func updateTicker() {
        let wantsTicks = isRunning && navigation.top.isLoading
        if wantsTicks, ticker == nil {
            ticker = Task { [clock, spinnerInterval, eventSink] in
                while !Task.isCancelled {
                    do { try await clock.sleep(for: spinnerInterval) } catch { return }
                    eventSink.yield(.tick)
                }
            }
        } else if !wantsTicks, let running = ticker {
            running.cancel()
            ticker = nil
        }
    }
}
