import Services
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting
import __Name__Feature

/// The __Name__ feature, driven with a stubbed source.
@MainActor
struct __Name__FeatureTests {
    private struct Offline: Error {}

    @Test func loadingShowsLoadingThenTheItems() async {
        let model = __Name__Model(source: { ["first", "second"] })
        let container = AsyncStateContainer(state: __Name__ViewState.initialized(model))
        let recorder = StateRecorder(container)

        container.observe(model.load())

        await recorder.expectStates([.loading, .loaded(model, items: ["first", "second"])])
    }

    @Test func theScreenLoadsWhenItStartsAndRReloads() async {
        let model = __Name__Model(source: { ["first"] })
        let screen = __Name__Screen(model: model)
        let recorder = StateRecorder(screen.container)
        let loaded = __Name__ViewState.loaded(model, items: ["first"])

        screen.start()
        await recorder.expectStates([.loading, loaded])
        _ = screen.handle(.character("r"))
        await recorder.expectStates([.loading, loaded, .loading, loaded])
        screen.stop()
    }

    @Test func aFailureSaysWhy() async {
        let state = await __Name__Feature.load(model: __Name__Model(source: { throw ServiceError.timeout }))

        #expect(state.failureMessage == "the server did not answer in time")
    }

    @Test func theViewListsTheItems() {
        let state = __Name__ViewState.loaded(__Name__Model(source: { [] }), items: ["first"])

        #expect(
            __Name__View.screen(for: state, size: TerminalSize(columns: 20, rows: 10)).plainText
                == "__Name__\nItem                \nfirst               \n↑↓ move  r reload  esc back")
    }
}
