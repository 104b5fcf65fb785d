import Domain
import FoundationExt

extension ProductService {
    /// Products from an embedded catalog: lookups by id through dictionaries, search through a
    /// ``SearchIndex``, and featured products chosen deterministically; all built once, on first use.
    ///
    /// Unknown ids throw ``ServiceError/notFound(_:)`` ("product p-9999", "SKU p-0001-pink-xxs").
    public static func local(catalog: Catalog) -> ProductService {
        local(products: { catalog.products })
    }

    /// Products made on first use, e.g. generated: a run that never asks for a product never makes them.
    public static func local(products makeProducts: @escaping @Sendable () -> [Product]) -> ProductService {
        // Built on first use: `blog show 1` pays for none of it, `products show` not for the index.
        let products = Lazy(makeProducts)
        let lookup = Lazy { LocalProductLookup(products: products.value) }
        let index = Lazy { SearchIndex(products: products.value) }
        return ProductService(
            product: { id in
                guard let product = lookup.value.product(id) else { throw ServiceError.notFound("product \(id)") }
                return product
            },
            search: { query, limit in
                index.value.search(query, limit: limit)
            },
            productContainingSKU: { sku in
                guard let product = lookup.value.product(containing: sku) else {
                    throw ServiceError.notFound("SKU \(sku)")
                }
                return product
            },
            featured: { limit in
                Array(lookup.value.featured.prefix(max(0, limit)))
            })
    }
}

/// The embedded catalog's lookups, built together once: products by id and by SKU id, and the
/// featured list.
private struct LocalProductLookup: Sendable {
    let products: [Product]
    let featured: [Product]
    private let byID: [ProductID: Int]
    private let bySKU: [SKUID: Int]

    init(products: [Product]) {
        self.products = products
        var byID: [ProductID: Int] = [:]
        var bySKU: [SKUID: Int] = [:]
        for (position, product) in products.enumerated() {
            if byID[product.id] == nil { byID[product.id] = position }
            for sku in product.skus where bySKU[sku.id] == nil { bySKU[sku.id] = position }
        }
        self.byID = byID
        self.bySKU = bySKU
        featured = Self.featuredProducts(of: products)
    }

    func product(_ id: ProductID) -> Product? { byID[id].map { products[$0] } }

    func product(containing sku: SKUID) -> Product? { bySKU[sku].map { products[$0] } }

    /// In-stock products spread across the catalog: every seventh in-stock product first, then the
    /// rest of the in-stock ones in catalog order, so any limit gets a varied, repeatable list.
    private static func featuredProducts(of products: [Product]) -> [Product] {
        let inStock = products.filter(\.isInStock)
        let spread = stride(from: 0, to: inStock.count, by: 7).map { inStock[$0] }
        let rest = inStock.indices.filter { $0 % 7 != 0 }.map { inStock[$0] }
        return spread + rest
    }
}
