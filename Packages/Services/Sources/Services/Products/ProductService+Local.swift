import Domain
import FoundationExt

extension ProductService {
    /// Products from an embedded catalog: lookups by id through dictionaries, search through a
    /// ``SearchIndex``, and featured products chosen deterministically; all built once, on first use.
    ///
    /// Unknown ids throw ``ServiceError/notFound(_:)`` ("product p-9999", "SKU p-0001-pink-xxs").
    public static func local(catalog: Catalog) -> ProductService {
        let products = catalog.products
        let lookup = Lazy { LocalProductLookup(products: products) }
        let index = Lazy { SearchIndex(products: products) }
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
                lookup.value.featured.prefix(max(0, limit)).map { products[$0] }
            })
    }

    /// Products of a generated catalog, drawn on first use and made only when asked for: a lookup
    /// makes the one product its id names, a search makes the results it returns, `featured` makes
    /// the ones it returns. The same answers as ``local(catalog:)`` over the same products
    /// (`GeneratedProductsTests`).
    /// - Parameter makeIndex: the search index, on the first search; by default built from the
    ///   recipes' words (the standard catalog's presets load a committed one instead).
    static func local(
        generated: @escaping @Sendable () -> GeneratedProducts,
        index makeIndex: @escaping @Sendable (GeneratedProducts) -> DocumentIndex = {
            DocumentIndex(GeneratedProductTexts($0))
        }
    ) -> ProductService {
        let generated = Lazy(generated)
        let index = Lazy { makeIndex(generated.value) }
        let featured = Lazy { FeaturedProducts.positions(inStock: generated.value.allRecipes().map(\.isInStock)) }
        return ProductService(
            product: { id in
                guard let product = generated.value.product(id) else { throw ServiceError.notFound("product \(id)") }
                return product
            },
            search: { query, limit in
                let (positions, total) = index.value.matches(query, limit: limit)
                return ProductSearch(query: query, results: positions.map(generated.value.product(at:)), total: total)
            },
            productContainingSKU: { sku in
                guard let product = generated.value.product(holding: sku) else {
                    throw ServiceError.notFound("SKU \(sku)")
                }
                return product
            },
            featured: { limit in
                featured.value.prefix(max(0, limit)).map(generated.value.product(at:))
            })
    }
}

/// The embedded catalog's lookups, built together once: products by id and by SKU id, and the
/// featured list.
private struct LocalProductLookup: Sendable {
    let products: [Product]
    /// Positions in `products`, in ``FeaturedProducts`` order.
    let featured: [Int]
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
        featured = FeaturedProducts.positions(inStock: products.map(\.isInStock))
    }

    func product(_ id: ProductID) -> Product? { byID[id].map { products[$0] } }

    func product(containing sku: SKUID) -> Product? { bySKU[sku].map { products[$0] } }
}
