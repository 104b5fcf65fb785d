import FeatureKit
import Services
import VSMKit

/// The __Name__ feature's headless entry: the same model as ``__Name__Screen`` on a container of
/// its own, the final state returned (for a one-shot command).
public enum __Name__Feature {
    /// Loads the items: `initialized → loading → loaded` (or `failed`). `trace` receives one line
    /// per trace event.
    @MainActor
    public static func load(model: __Name__Model, trace: (@Sendable (String) -> Void)? = nil) async -> __Name__ViewState
    {
        await HeadlessRun.run(from: __Name__ViewState.initialized(model), trace: trace) { container in
            await container.refresh(model.load())
        }
    }
}
