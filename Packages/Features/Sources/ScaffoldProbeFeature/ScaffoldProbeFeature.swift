import FeatureKit
import ScaffoldProbeFeatureInterface
import VSMKit

/// The ScaffoldProbe feature's public surface besides its view (``ScaffoldProbeView``): its registration with
/// the app, and the headless entry point, which runs the same models on a container of its own and
/// returns the final state, for a one-shot command. Its transitions are traced through VSMKit's
/// `StateTracing`, like the app's.
public enum ScaffoldProbeFeature {
    /// ScaffoldProbe as the app registers it: its routes (``ScaffoldProbeRoute``, parsed from its links) and
    /// the view for each. The app's one line: `ScaffoldProbeFeature.registration(scaffoldProbeService: .preview)`.
    @MainActor
    public static func registration(scaffoldProbeService: ScaffoldProbeService) -> FeatureRegistration {
        FeatureRegistration(ScaffoldProbeRoute.self) { route in
            switch route {
            case .items: ScaffoldProbeView(scaffoldProbeService: scaffoldProbeService)
            }
        }
    }

    /// Loads the items: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func load(scaffoldProbeService: ScaffoldProbeService) async -> ScaffoldProbeViewState {
        let loaderModel = ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }
}
