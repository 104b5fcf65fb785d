import ScaffoldProbeFeature
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The view without a terminal: built over an injected container, it appears, gets keys, and its
/// rendered screens are compared.
@MainActor
struct ScaffoldProbeViewTests {
    private let size = TerminalSize(columns: 40, rows: 12)
    private let items = [ScaffoldProbeItem(id: 1, title: "One"), ScaffoldProbeItem(id: 2, title: "Two")]

    private func view(
        _ scaffoldProbeService: ScaffoldProbeService
    ) -> (ScaffoldProbeView, AsyncStateContainer<ScaffoldProbeViewState>) {
        let container = AsyncStateContainer(
            state: ScaffoldProbeViewState.initialized(
                loaderModel: ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService)))
        return (ScaffoldProbeView(state: ViewState(container: container)), container)
    }

    @Test func itLoadsWhenItAppearsAndShowsTheItems() async throws {
        let (view, container) = view(ScaffoldProbeService { [items] in items })
        #expect(view.render(size: size).containsSpinner)

        view.onAppear()
        try await waitUntil { if case .loaded = container.state { true } else { false } }

        #expect(view.render(size: size).plainText == "ScaffoldProbe\n› One\n  Two\n↑↓ move  r reload  esc back")
        #expect(view.handle(.down) == .handled)
        #expect(view.render(size: size).plainText.contains("› Two"))
    }

    @Test func rRetriesAFailedLoad() async throws {
        let calls = CallLog<Void>()
        let (view, container) = view(
            ScaffoldProbeService { [items] in
                calls.record(())
                if calls.calls.count == 1 { throw CancellationError() }
                return items
            })
        view.onAppear()
        try await waitUntil { container.state.failureMessage != nil }
        #expect(view.render(size: size).plainText.contains("Press r to try again."))

        #expect(view.handle(.character("r")) == .handled)
        try await waitUntil { if case .loaded = container.state { true } else { false } }

        #expect(calls.calls.count == 2)
    }
}
