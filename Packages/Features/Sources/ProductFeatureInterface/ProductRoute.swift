import Domain
import FeatureRouting

/// Where in the catalog the user wants to go: what other features (and the app) may know of the
/// product screens. `vsmshop://search?q=oak` searches, `vsmshop://product/p-0315` opens a product,
/// `…?sku=p-0315-black-120-cm` with that variant chosen.
public enum ProductRoute: LinkableRoute {
    /// Product search, with `query` typed in (empty: the suggestions).
    case search(query: String)
    /// One product, with `sku` chosen in its picker when given (and the product's).
    case detail(ProductID, sku: SKUID?)

    public init?(link: DeepLink) {
        if link.feature == "search", link.path.isEmpty {
            self = .search(query: link.query["q"] ?? "")
        } else if link.feature == "product", link.path.count == 1, let id = link.path.first, !id.isEmpty {
            self = .detail(ProductID(id), sku: link.query["sku"].flatMap { $0.isEmpty ? nil : SKUID($0) })
        } else {
            return nil
        }
    }

    public var link: DeepLink {
        switch self {
        case .search(let query):
            DeepLink(feature: "search", query: query.isEmpty ? [:] : ["q": query])
        case .detail(let id, let sku):
            DeepLink(feature: "product", path: [id.rawValue], query: sku.map { ["sku": $0.rawValue] } ?? [:])
        }
    }

    public static let linkForms = [
        "vsmshop://search?q=<term>", "vsmshop://product/<product id>", "vsmshop://product/<product id>?sku=<sku id>",
    ]
}
