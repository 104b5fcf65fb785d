import TerminalUITesting
import Testing
import VSMKitTesting

@testable import TerminalUI

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TerminalRunnerTests {
    private func start(_ runner: TerminalRunner) -> Task<TerminalRunner.Exit, any Error> {
        Task { try await runner.run() }
    }

    /// The redraw tests' setup: `root` on a fake device with a manual clock, the runner started.
    private func startOnTestClock(
        _ root: FakeView
    ) -> (FakeTerminal, TestClock, TerminalRunner, Task<TerminalRunner.Exit, any Error>) {
        let device = FakeTerminal()
        let clock = TestClock()
        let runner = TerminalRunner(root: root, device: device, colorPolicy: .monochrome, clock: clock)
        return (device, clock, runner, start(runner))
    }

    @Test func drawsTheRootThenQuitsOnQAndRestoresTheTerminal() async throws {
        let device = FakeTerminal()
        let root = FakeView("Home")
        let runner = TerminalRunner(root: root, device: device, colorPolicy: .monochrome, status: { "cart: 3 items" })
        let run = start(runner)
        var frames = device.frames.makeAsyncIterator()

        let first = try #require(await frames.next())
        #expect(RendererOutput.rows(first).first == "Home")
        #expect(RendererOutput.rows(first).contains("cart: 3 items"))
        #expect(root.appearCount == 1)

        device.type("q")
        #expect(try await run.waitForValue() == .quit)
        #expect(root.keys == [.character("q")])
        #expect(device.beganCount == 1)
        #expect(device.endedCount == 1)
    }

    @Test func keysReachTheTopScreenAndEachRedraws() async throws {
        let device = FakeTerminal()
        let root = FakeView("Home", outcomes: [.character("j"): .handled, .down: .handled])
        let run = start(TerminalRunner(root: root, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        device.type("j")
        let afterJ = try #require(await frames.next())
        #expect(RendererOutput.rows(afterJ)[2] == "keys: 1")
        device.send([0x1B, UInt8(ascii: "["), UInt8(ascii: "B")])
        let afterDown = try #require(await frames.next())
        #expect(RendererOutput.rows(afterDown)[2] == "keys: 2")
        #expect(root.keys == [.character("j"), .down])

        device.send([0x03])
        #expect(try await run.waitForValue() == .quit)
    }

    @Test func routesAndBacksAreTheRootViewsBusinessTheRunnerOnlyQuits() async throws {
        struct Detail: NavigationRoute {}
        let device = FakeTerminal()
        let root = FakeView("Home", outcomes: [.enter: .route(Detail()), .escape: .back])
        let run = start(TerminalRunner(root: root, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        device.send([0x0D])
        #expect(RendererOutput.rows(try #require(await frames.next())).first == "Home")
        device.send([0x1B])
        #expect(RendererOutput.rows(try #require(await frames.next())).first == "Home")
        #expect(root.keys == [.enter, .escape])
        #expect(root.appearCount == 1)

        device.type("q")
        #expect(try await run.waitForValue() == .quit)
    }

    @Test func aScreenThatTakesQAsTextDoesNotQuit() async throws {
        let device = FakeTerminal()
        let search = FakeView("Search", outcomes: [.character("q"): .handled])
        let run = start(TerminalRunner(root: search, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        device.type("q")
        #expect(RendererOutput.rows(try #require(await frames.next()))[2] == "keys: 1")
        device.send([0x04])
        #expect(try await run.waitForValue() == .quit)
        #expect(search.keys == [.character("q"), .controlD])
    }

    @Test func controlCQuitsEvenWhenTheScreenWantsEveryKey() async throws {
        let device = FakeTerminal()
        let greedy = FakeView("Greedy", outcomes: [.controlC: .handled])
        let run = start(TerminalRunner(root: greedy, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()
        device.send([0x03])
        #expect(try await run.waitForValue() == .quit)
        #expect(greedy.keys.isEmpty)
        #expect(device.endedCount == 1)
    }

    @Test func redrawsOnResizeAtTheNewSize() async throws {
        let device = FakeTerminal(size: TerminalSize(columns: 40, rows: 10))
        let run = start(TerminalRunner(root: FakeView("Home"), device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        #expect(RendererOutput.rows(try #require(await frames.next())).count == 10)

        device.resize(to: TerminalSize(columns: 20, rows: 5))
        let resized = RendererOutput.rows(try #require(await frames.next()))
        #expect(resized.count == 5)
        #expect(resized[1] == String(repeating: "─", count: 20))
        device.closeInput()
        #expect(try await run.waitForValue() == .endOfInput)
    }

    @Test func anObservedChangeRedrawsAndTheSpinnerTicksOnlyWhileTheScreenShowsOne() async throws {
        let device = FakeTerminal()
        let clock = TestClock()
        let loading = FakeView("Blog", isLoading: true)
        let runner = TerminalRunner(
            root: loading, device: device, colorPolicy: .monochrome, clock: clock, frameInterval: .zero)
        let run = start(runner)
        var frames = device.frames.makeAsyncIterator()
        #expect(RendererOutput.rows(try #require(await frames.next()))[4] == "⠋ loading")

        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(100))
        #expect(RendererOutput.rows(try #require(await frames.next()))[4] == "⠙ loading")
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(100))
        #expect(RendererOutput.rows(try #require(await frames.next()))[4] == "⠹ loading")
        #expect(runner.spinnerFrame == 2)

        loading.finishLoading()
        let loaded = RendererOutput.rows(try #require(await frames.next()))
        #expect(loaded[4] == "")
        #expect(clock.sleeperCount == 0)

        device.type("q")
        #expect(try await run.waitForValue() == .quit)
    }

    @Test func aBrokenPipeEndsTheRunQuietlyAndRestores() async throws {
        let device = FakeTerminal()
        let root = FakeView("Home", outcomes: [.character("j"): .handled])
        let run = start(TerminalRunner(root: root, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()
        device.breakPipe()
        device.type("j")
        #expect(try await run.waitForValue() == .outputClosed)
        #expect(device.endedCount == 1)
    }

    @Test func endOfInputEndsTheRunAndRestores() async throws {
        let device = FakeTerminal()
        let root = FakeView("Home", outcomes: [.escape: .handled])
        let run = start(TerminalRunner(root: root, device: device, colorPolicy: .monochrome))
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()
        device.type("x")
        _ = await frames.next()
        device.closeInput()
        #expect(try await run.waitForValue() == .endOfInput)
        #expect(root.keys == [.character("x")])
        #expect(device.endedCount == 1)
    }

    @Test func colouredFramesCarryStylesAndMonochromeFramesDoNot() async throws {
        for policy in [ColorPolicy.colored, .monochrome] {
            let device = FakeTerminal()
            let run = start(TerminalRunner(root: FakeView("Home"), device: device, colorPolicy: policy))
            var frames = device.frames.makeAsyncIterator()
            let frame = try #require(await frames.next())
            #expect(RendererOutput.containsSelectGraphicRendition(frame) == (policy == .colored))
            device.type("q")
            _ = try await run.waitForValue()
        }
    }

    // MARK: - Redraws through Observation

    @Test func aChangeOfWhatTheRenderReadIsDrawnAtTheEndOfTheFrame() async throws {
        let root = FakeView("Home")
        let (device, clock, runner, run) = startOnTestClock(root)
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        root.model.value = 1
        await clock.waitForSleepers()
        #expect(runner.framesDrawn == 1, "not before the frame interval is over")
        clock.advance(by: .milliseconds(16))
        #expect(RendererOutput.rows(try #require(await frames.next()))[3] == "value: 1")

        device.type("q")
        #expect(try await run.waitForValue() == .quit)
    }

    @Test func aBurstOfChangesWithinAFrameIsDrawnOnceWithTheLastState() async throws {
        let root = FakeView("Home")
        let (device, clock, runner, run) = startOnTestClock(root)
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        for value in 1...1_000 { root.model.value = value }
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(16))
        #expect(RendererOutput.rows(try #require(await frames.next()))[3] == "value: 1000")
        #expect(runner.framesDrawn == 2)
        #expect(root.model.renderCount == 2)

        root.model.value = 1_001
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(16))
        #expect(RendererOutput.rows(try #require(await frames.next()))[3] == "value: 1001")
        #expect(runner.framesDrawn == 3)

        device.type("q")
        #expect(try await run.waitForValue() == .quit)
    }

    @Test func aKeyDrawsAtOnceAndAChangeItCausedIsNotDrawnAgain() async throws {
        let root = FakeView("Home", outcomes: [.character("j"): .handled])
        let (device, _, runner, run) = startOnTestClock(root)
        var frames = device.frames.makeAsyncIterator()
        _ = await frames.next()

        root.model.value = 7
        device.type("j")
        let afterKey = RendererOutput.rows(try #require(await frames.next()))
        #expect(afterKey[2] == "keys: 1")
        #expect(afterKey[3] == "value: 7")
        device.type("q")
        #expect(try await run.waitForValue() == .quit)
        #expect(runner.framesDrawn == 2, "the change was drawn with the key's frame, not once more")
    }
}
