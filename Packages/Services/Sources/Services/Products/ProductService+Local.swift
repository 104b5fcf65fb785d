import Domain

extension ProductService {
    /// Products from an embedded catalog: lookups by id through dictionaries, search through a
    /// ``SearchIndex`` built once here, and featured products chosen deterministically.
    ///
    /// Unknown ids throw ``ServiceError/notFound(_:)`` ("product p-9999", "SKU p-0001-pink-xxs").
    public static func local(catalog: Catalog) -> ProductService {
        let products = catalog.products
        let index = SearchIndex(products: products)
        var byID: [ProductID: Int] = [:]
        var bySKU: [SKUID: Int] = [:]
        for (position, product) in products.enumerated() {
            if byID[product.id] == nil { byID[product.id] = position }
            for sku in product.skus where bySKU[sku.id] == nil { bySKU[sku.id] = position }
        }
        let featured = featuredProducts(of: products)
        return ProductService(
            product: { [byID] id in
                guard let position = byID[id] else { throw ServiceError.notFound("product \(id)") }
                return products[position]
            },
            search: { query, limit in
                index.search(query, limit: limit)
            },
            productContainingSKU: { [bySKU] sku in
                guard let position = bySKU[sku] else { throw ServiceError.notFound("SKU \(sku)") }
                return products[position]
            },
            featured: { limit in
                Array(featured.prefix(max(0, limit)))
            })
    }

    /// In-stock products spread across the catalog: every seventh in-stock product first, then the
    /// rest of the in-stock ones in catalog order, so any limit gets a varied, repeatable list.
    private static func featuredProducts(of products: [Product]) -> [Product] {
        let inStock = products.filter(\.isInStock)
        let spread = stride(from: 0, to: inStock.count, by: 7).map { inStock[$0] }
        let rest = inStock.indices.filter { $0 % 7 != 0 }.map { inStock[$0] }
        return spread + rest
    }
}
