import HomeFeatureInterface
import __Name__FeatureInterface

extension __Name__Feature {
    /// __Name__'s panel on home (``HomeFeatureInterface/HomePanel/__name__(view:)``): its view of
    /// the items, which loads when home appears.
    @MainActor
    public static func homePanel(__name__Service: __Name__Service) -> HomePanel {
        .__name__ { _ in __Name__View(__name__Service: __name__Service) }
    }
}
