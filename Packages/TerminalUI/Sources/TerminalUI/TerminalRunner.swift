import Observation

/// Runs the interactive app: takes over a ``TerminalDevice``, shows one root view (the app's
/// navigator, which shows the screen on top of its stack), turns input bytes into keys, and redraws
/// on a key, on a resize, on spinner
/// ticks (about 10 a second, only while the screen shows a spinner) and whenever something the last
/// render read changes. Gives the terminal back however the run ends.
///
/// Redraws follow Observation: each frame is rendered inside `withObservationTracking`, so a state
/// container or ``ViewLocal`` value the view read schedules one redraw when it changes. Changes are
/// coalesced to at most one draw per `frameInterval` (about 60 a second), which always draws the
/// latest state. Views need no redraw glue.
///
/// Key handling: Ctrl-C always quits. Any other key goes to the root view first; a key it ignores
/// gets the defaults: `q` and Ctrl-D quit. Going back and opening routes is the root view's
/// business (FeatureKit's navigator), not the runner's.
///
/// Testable without a terminal: pass a fake device that feeds bytes and records frames, and a
/// manual clock for the spinner and the frame interval.
@MainActor
public final class TerminalRunner {
    /// How a run ended.
    public enum Exit: Hashable, Sendable {
        /// The user quit (`q`, Ctrl-C, or a view's `.quit`).
        case quit
        /// The input ended.
        case endOfInput
        /// The output went away (a broken pipe or a closed terminal).
        case outputClosed
    }

    private enum Event: Sendable {
        case terminal(TerminalEvent)
        case terminalEventsEnded
        /// Something the frame `generation` read has changed.
        case changed(generation: Int)
        /// The frame interval after a change of frame `generation` is over.
        case frameDue(generation: Int)
        case tick
    }

    /// The view on show: the app's navigator, or any single view.
    public let root: any TerminalView
    private let device: any TerminalDevice
    private let renderer: ANSIRenderer
    private let status: (@MainActor () -> String?)?
    private let clock: any Clock<Duration>
    private let frameInterval: Duration
    private let spinnerInterval: Duration
    private let events: AsyncStream<Event>
    private let eventSink: AsyncStream<Event>.Continuation
    private var decoder = KeyDecoder()
    private var ticker: Task<Void, Never>?
    private var frameTimer: Task<Void, Never>?
    private var isRunning = false
    /// Counts frames: a change reported by an older frame's tracking is already drawn.
    private var generation = 0

    /// The spinner's current frame number.
    public private(set) var spinnerFrame = 0
    /// How many frames have been written (for tests, diagnostics and the redraw benchmark).
    public private(set) var framesDrawn = 0

    /// - Parameters:
    ///   - root: the view on show for the whole run.
    ///   - device: the terminal (``Terminal`` for the real one).
    ///   - colorPolicy: whether frames carry colours and styles.
    ///   - status: the status line for screens that set none, e.g. "cart: 3 items · backend: embedded
    ///     data"; observable data it reads redraws like a view's.
    ///   - clock: drives the spinner and the frame interval; inject a manual clock in tests.
    ///   - frameInterval: the shortest time between two redraws caused by state changes.
    ///   - spinnerInterval: the time between spinner frames.
    public init(
        root: any TerminalView, device: any TerminalDevice, colorPolicy: ColorPolicy,
        status: (@MainActor () -> String?)? = nil,
        clock: any Clock<Duration> = ContinuousClock(), frameInterval: Duration = .milliseconds(16),
        spinnerInterval: Duration = .milliseconds(100)
    ) {
        self.root = root
        self.device = device
        self.renderer = ANSIRenderer(colorPolicy: colorPolicy)
        self.status = status
        self.clock = clock
        self.frameInterval = frameInterval
        self.spinnerInterval = spinnerInterval
        (events, eventSink) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
    }

    /// Asks for a redraw from outside the views (within the frame interval, like a state change).
    public func requestRedraw() {
        eventSink.yield(.changed(generation: generation))
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
            frameTimer?.cancel()
            frameTimer = nil
            device.end()
        }
        root.onAppear()
        guard draw() else { return .outputClosed }
        for await event in events {
            if let exit = handle(event) { return exit }
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
        case .terminal(.resize):
            break
        case .changed(let changed):
            // A change already drawn, or a frame already booked: nothing to do yet.
            if changed == generation, frameTimer == nil { scheduleFrame() }
            return nil
        case .frameDue(let due):
            frameTimer = nil
            guard due == generation else { return nil }
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

    /// Gives a key to the root view and applies the defaults: a quit (asked for, or `q` and
    /// Ctrl-D when the view ignores them) ends the run; anything else only redraws.
    private func handle(_ key: Key) -> Exit? {
        if key == .controlC { return .quit }
        switch root.handle(key) {
        case .quit: return .quit
        case .ignored where key == .character("q") || key == .controlD: return .quit
        default: return nil
        }
    }

    /// Books one redraw for the end of the frame interval: every change until then is drawn by it.
    private func scheduleFrame() {
        let due = generation
        frameTimer = Task { [clock, frameInterval, eventSink] in
            do { try await clock.sleep(for: frameInterval) } catch { return }
            eventSink.yield(.frameDue(generation: due))
        }
    }

    /// Renders the top view (tracking what it reads) and writes the frame; false when the output
    /// is gone.
    private func draw() -> Bool {
        frameTimer?.cancel()
        frameTimer = nil
        generation &+= 1
        let drawn = generation
        let size = device.size
        let view = root
        let screen = withObservationTracking {
            var screen = view.render(size: size)
            if screen.status == nil, let status { screen.status = status() }
            return screen
        } onChange: { [eventSink] in
            eventSink.yield(.changed(generation: drawn))
        }
        updateTicker(showsSpinner: screen.containsSpinner)
        do {
            try device.write(renderer.frame(screen, size: size, spinnerFrame: spinnerFrame))
            framesDrawn += 1
            return true
        } catch {
            return false
        }
    }

    /// Runs the spinner's ticks while the screen shows a spinner, and only then.
    private func updateTicker(showsSpinner: Bool) {
        let wantsTicks = isRunning && showsSpinner
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
