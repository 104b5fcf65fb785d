import FeatureKit
import VSMKit
import __Name__FeatureInterface

/// The __Name__ feature's public surface besides its view (``__Name__View``): its registration with
/// the app, and the headless entry point, which runs the same models on a container of its own and
/// returns the final state, for a one-shot command. Its transitions are traced through VSMKit's
/// `StateTracing`, like the app's.
public enum __Name__Feature {
    /// __Name__ as the app registers it: its routes (``__Name__Route``, parsed from its links) and
    /// the view for each. The app's one line: `__Name__Feature.registration(__name__Service: .preview)`.
    @MainActor
    public static func registration(__name__Service: __Name__Service) -> FeatureRegistration {
        FeatureRegistration(__Name__Route.self) { route in
            switch route {
            case .items: __Name__View(__name__Service: __name__Service)
            }
        }
    }

    /// Loads the items: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func load(__name__Service: __Name__Service) async -> __Name__ViewState {
        let loaderModel = __Name__LoaderModel(__name__Service: __name__Service)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }
}
