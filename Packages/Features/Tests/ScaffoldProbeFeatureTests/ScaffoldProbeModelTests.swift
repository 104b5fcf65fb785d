import ScaffoldProbeFeature
import Services
import Testing
import VSMKit
import VSMKitTesting

/// The ScaffoldProbe flow as behaviour, over stubbed services: "given the service fails once, load →
/// loading → error; retry → loading → loaded".
@MainActor
struct ScaffoldProbeModelTests {
    private let items = [ScaffoldProbeItem(id: 1, title: "One"), ScaffoldProbeItem(id: 2, title: "Two")]

    @Test func loadingGoesFromLoadingToLoaded() async {
        let loaderModel = ScaffoldProbeLoaderModel(scaffoldProbeService: ScaffoldProbeService { [items] in items })
        let container = AsyncStateContainer(state: ScaffoldProbeViewState.initialized(loaderModel: loaderModel))
        let recorder = StateRecorder(container)

        container.observe(loaderModel.load())

        await recorder.expectStates([
            .loading(errorModel: nil),
            .loaded(loadedModel: ScaffoldProbeLoadedModel(scaffoldProbeService: .preview, items: items)),
        ])
    }

    @Test func aServiceThatFailsOnceShowsTheErrorAndRetryLoads() async {
        let calls = CallLog<Void>()
        let scaffoldProbeService = ScaffoldProbeService { [items] in
            calls.record(())
            if calls.calls.count == 1 { throw ServiceError.timeout }
            return items
        }
        let container = AsyncStateContainer(
            state: ScaffoldProbeViewState.initialized(
                loaderModel: ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService)))
        let recorder = StateRecorder(container)

        await container.refresh(ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService).load())
        guard case .loading(let errorModel?) = container.state else {
            Issue.record("expected the error, got \(container.state)")
            return
        }
        container.observe(errorModel.retry())

        await recorder.expectStates([
            .loading(errorModel: nil), .loading(errorModel: errorModel), .loading(errorModel: nil),
            .loaded(loadedModel: ScaffoldProbeLoadedModel(scaffoldProbeService: scaffoldProbeService, items: items)),
        ])
        #expect(calls.calls.count == 2)
    }

    @Test func theHeadlessEntryEndsInTheLoadedState() async {
        let state = await ScaffoldProbeFeature.load(scaffoldProbeService: ScaffoldProbeService { [items] in items })

        #expect(state == .loaded(loadedModel: ScaffoldProbeLoadedModel(scaffoldProbeService: .preview, items: items)))
    }
}
