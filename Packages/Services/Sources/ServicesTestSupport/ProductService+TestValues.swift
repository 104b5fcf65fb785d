import Domain
import Foundation
import Services

extension ProductService {
    /// A service answering from `products`: lookups by id, SKU lookups, featured = the in-stock
    /// products in order, and a simple search (a case-insensitive "name contains" on the whole
    /// query; results in list order). Override single closures for what a test needs.
    public static func stub(products: [Product] = Fixtures.products) -> ProductService {
        ProductService(
            product: { id in
                guard let product = products.first(where: { $0.id == id }) else {
                    throw ServiceError.notFound("product \(id)")
                }
                return product
            },
            search: { query, limit in
                let term = query.trimmingCharacters(in: .whitespaces).lowercased()
                guard !term.isEmpty else { return ProductSearch(query: query, results: [], total: 0) }
                let matches = products.filter { $0.name.lowercased().contains(term) }
                return ProductSearch(query: query, results: Array(matches.prefix(max(0, limit))), total: matches.count)
            },
            productContainingSKU: { sku in
                guard let product = products.first(where: { $0.sku(id: sku) != nil }) else {
                    throw ServiceError.notFound("SKU \(sku)")
                }
                return product
            },
            featured: { limit in
                Array(products.filter(\.isInStock).prefix(max(0, limit)))
            })
    }

    /// A service whose every call throws `error` (an offline backend, say).
    public static func failing(_ error: ServiceError) -> ProductService {
        ProductService(
            product: { _ in throw error },
            search: { _, _ in throw error },
            productContainingSKU: { _ in throw error },
            featured: { _ in throw error })
    }

    /// A service whose every call fails the running test ("Unimplemented: ProductService.search")
    /// and throws ``UnimplementedError``. Start from it and set only the closures a test expects.
    public static var unimplemented: ProductService {
        ProductService(
            product: { _ in throw unimplementedCall("ProductService.product") },
            search: { _, _ in throw unimplementedCall("ProductService.search") },
            productContainingSKU: { _ in throw unimplementedCall("ProductService.productContainingSKU") },
            featured: { _ in throw unimplementedCall("ProductService.featured") })
    }
}
