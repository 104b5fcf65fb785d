import Domain
import FeatureRouting

/// Where in the blog the user wants to go: what other features (and the app) may know of the
/// blog's screens. `vsmshop://blog` is the list, `vsmshop://blog/3` entry 3.
public enum BlogRoute: LinkableRoute {
    /// The list of entries, newest first.
    case list
    /// One entry.
    case entry(BlogEntryID)

    public init?(link: DeepLink) {
        guard link.feature == "blog" else { return nil }
        if link.path.isEmpty {
            self = .list
        } else if link.path.count == 1, let number = Int(link.path[0]), number > 0 {
            self = .entry(BlogEntryID(number))
        } else {
            return nil
        }
    }

    public var link: DeepLink {
        switch self {
        case .list: DeepLink(feature: "blog")
        case .entry(let id): DeepLink(feature: "blog", path: ["\(id)"])
        }
    }

    public static let linkForms = ["vsmshop://blog", "vsmshop://blog/<entry id>"]
}
