/// Which products to suggest before the customer has typed anything: in-stock products spread
/// across the catalog.
enum FeaturedProducts {
    /// The positions of the in-stock products: every seventh one first, then the rest in catalog
    /// order, so any limit gets a varied, repeatable list.
    static func positions(inStock: [Bool]) -> [Int] {
        let available = inStock.indices.filter { inStock[$0] }
        let spread = stride(from: 0, to: available.count, by: 7).map { available[$0] }
        let rest = available.indices.filter { $0 % 7 != 0 }.map { available[$0] }
        return spread + rest
    }
}
