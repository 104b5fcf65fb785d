import Testing
import VSMKit
import VSMKitTesting

/// A terminal view as feature code writes it: it reads `state` and drives `$state`.
@MainActor
private struct EntryView {
    @ViewState var state: Phase

    init(state: Phase) {
        _state = ViewState(wrappedValue: state)
    }

    init(container: AsyncStateContainer<Phase>) {
        _state = ViewState(container: container)
    }

    func render() -> String {
        switch state {
        case .idle: "…"
        case .loading: "loading"
        case .loaded(let text): text
        case .failed(let message): "error: \(message)"
        }
    }

    func load() {
        $state.observe(
            StateSequence {
                Phase.loading
                Next { Phase.loaded("entry") }
            })
    }
}

@MainActor
struct ViewStateTests {
    @Test func theWrapperReadsTheStateAndItsProjectionDrivesIt() async throws {
        let view = EntryView(state: .idle)
        #expect(view.render() == "…")
        view.load()
        #expect(view.render() == "loading")
        try await waitUntil { view.state == .loaded("entry") }
        #expect(view.render() == "entry")
    }

    @Test func aViewCanBeBuiltWithAnInjectedContainer() {
        let container = AsyncStateContainer(state: Phase.failed("offline"))
        let view = EntryView(container: container)
        #expect(view.render() == "error: offline")
        #expect(view.$state === container)
    }

    @Test func aViewStateCanBeGivenAClockAndAPolicy() async {
        let clock = TestClock()
        let viewState = ViewState(wrappedValue: 0, clock: clock, inputPolicy: .ignoreWhileRunning)
        viewState.projectedValue.observe(1, debounced: .seconds(1))
        clock.advance(by: .seconds(1))
        try? await waitUntil { viewState.wrappedValue == 1 }
        #expect(viewState.wrappedValue == 1, "the debounce ran on the injected clock")
        let slow = Gate<Int>()
        viewState.projectedValue.observe { await slow.pass() }
        viewState.projectedValue.observe(3)
        #expect(viewState.wrappedValue == 1, "ignored while an action runs: the injected policy")
        slow.open(with: 2)
    }
}
