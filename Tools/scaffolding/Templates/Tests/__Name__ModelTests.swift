import Services
import Testing
import VSMKit
import VSMKitTesting
import __Name__Feature

/// The __Name__ flow as behaviour, over stubbed services: "given the service fails once, load →
/// loading → error; retry → loading → loaded".
@MainActor
struct __Name__ModelTests {
    private let items = [__Name__Item(id: 1, title: "One"), __Name__Item(id: 2, title: "Two")]

    @Test func loadingGoesFromLoadingToLoaded() async {
        let loaderModel = __Name__LoaderModel(__name__Service: __Name__Service { [items] in items })
        let container = AsyncStateContainer(state: __Name__ViewState.initialized(loaderModel: loaderModel))
        let recorder = StateRecorder(container)

        container.observe(loaderModel.load())

        await recorder.expectStates([
            .loading(errorModel: nil),
            .loaded(loadedModel: __Name__LoadedModel(__name__Service: .preview, items: items)),
        ])
    }

    @Test func aServiceThatFailsOnceShowsTheErrorAndRetryLoads() async {
        let calls = CallLog<Void>()
        let __name__Service = __Name__Service { [items] in
            calls.record(())
            if calls.calls.count == 1 { throw ServiceError.timeout }
            return items
        }
        let container = AsyncStateContainer(
            state: __Name__ViewState.initialized(loaderModel: __Name__LoaderModel(__name__Service: __name__Service)))
        let recorder = StateRecorder(container)

        await container.refresh(__Name__LoaderModel(__name__Service: __name__Service).load())
        guard case .loading(let errorModel?) = container.state else {
            Issue.record("expected the error, got \(container.state)")
            return
        }
        container.observe(errorModel.retry())

        await recorder.expectStates([
            .loading(errorModel: nil), .loading(errorModel: errorModel), .loading(errorModel: nil),
            .loaded(loadedModel: __Name__LoadedModel(__name__Service: __name__Service, items: items)),
        ])
        #expect(calls.calls.count == 2)
    }

    @Test func theHeadlessEntryEndsInTheLoadedState() async {
        let state = await __Name__Feature.load(__name__Service: __Name__Service { [items] in items })

        #expect(state == .loaded(loadedModel: __Name__LoadedModel(__name__Service: .preview, items: items)))
    }
}
