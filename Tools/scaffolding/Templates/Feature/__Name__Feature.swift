import FeatureKit
import VSMKit

/// The __Name__ feature's public surface besides its view (``__Name__View``): the headless entry
/// point, which runs the same models on a container of its own and returns the final state, for a
/// one-shot command. Its transitions are traced through VSMKit's `StateTracing`, like the app's.
public enum __Name__Feature {
    /// Loads the items: `initialized → loading → loaded` (or `loading(errorModel:)`).
    @MainActor
    public static func load(__name__Service: __Name__Service) async -> __Name__ViewState {
        let loaderModel = __Name__LoaderModel(__name__Service: __name__Service)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }
}
