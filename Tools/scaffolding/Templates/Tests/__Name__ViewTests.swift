import TerminalUI
import Testing
import VSMKit
import VSMKitTesting
import __Name__Feature

/// The view without a terminal: built over an injected container, it appears, gets keys, and its
/// rendered screens are compared.
@MainActor
struct __Name__ViewTests {
    private let size = TerminalSize(columns: 40, rows: 12)
    private let items = [__Name__Item(id: 1, title: "One"), __Name__Item(id: 2, title: "Two")]

    private func view(_ __name__Service: __Name__Service) -> (__Name__View, AsyncStateContainer<__Name__ViewState>) {
        let container = AsyncStateContainer(
            state: __Name__ViewState.initialized(loaderModel: __Name__LoaderModel(__name__Service: __name__Service)))
        return (__Name__View(state: ViewState(container: container)), container)
    }

    @Test func itLoadsWhenItAppearsAndShowsTheItems() async throws {
        let (view, container) = view(__Name__Service { [items] in items })
        #expect(view.render(size: size).containsSpinner)

        view.onAppear()
        try await waitUntil { if case .loaded = container.state { true } else { false } }

        #expect(view.render(size: size).plainText == "__Name__\n› One\n  Two\n↑↓ move  r reload  esc back")
        #expect(view.handle(.down) == .handled)
        #expect(view.render(size: size).plainText.contains("› Two"))
    }

    @Test func rRetriesAFailedLoad() async throws {
        let calls = CallLog<Void>()
        let (view, container) = view(
            __Name__Service { [items] in
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
