import Domain
import Foundation

/// The embedded data: products and blog entries, generated deterministically from a seed so the
/// app works with no server and every machine sees the same catalog.
///
/// ```swift
/// let catalog = Catalog.standard                                    // 500 products, 50 entries
/// let big = Catalog.generate(productCount: 100_000, blogEntryCount: 0, seed: 7)
/// ```
public struct Catalog: Sendable {
    /// The products, in id order (hostile samples first when asked for).
    public let products: [Product]
    /// The blog entries, oldest first; ids run 1...N.
    public let blogEntries: [BlogEntry]

    /// A catalog of the given values, e.g. hand-written fixtures.
    public init(products: [Product], blogEntries: [BlogEntry]) {
        self.products = products
        self.blogEntries = blogEntries
    }

    /// The seed of ``standard``. Changing it changes every product the app shows.
    public static let standardSeed: UInt64 = 2_024

    /// How many products and blog entries ``standard`` has.
    static let standardProductCount = 500
    static let standardBlogEntryCount = 50

    /// The catalog the app ships with: 500 products and 50 blog entries from ``standardSeed``.
    public static let standard = Catalog(products: standardProducts, blogEntries: standardBlogEntries)

    /// The products of ``standard``, all made on first use, without the blog entries. The app's
    /// presets make only the products a command asks for (`GeneratedProducts`).
    public static let standardProducts = GeneratedProducts.standard.makeAll()

    /// The blog entries of ``standard``, generated on first use without the products.
    public static let standardBlogEntries = generateBlogEntries(count: standardBlogEntryCount, seed: standardSeed)

    /// Generates a catalog. The same arguments give the same catalog on every machine.
    ///
    /// - Parameters:
    ///   - productCount: how many products (negative counts as 0). Ids are `p-0001`, `p-0002`, …;
    ///     SKU ids add the colour and size, e.g. `p-0001-red-m` (or `p-0001-one`).
    ///   - blogEntryCount: how many blog entries, with ids 1...N (entry N is the newest).
    ///   - seed: the random stream the catalog is made from.
    ///   - includeHostileSamples: when true, the first products (ids `p-hostile-1`…) and the two
    ///     newest blog entries carry terminal escape sequences and control characters in their text.
    ///     The counts stay as asked.
    public static func generate(
        productCount: Int, blogEntryCount: Int, seed: UInt64, includeHostileSamples: Bool = false
    ) -> Catalog {
        Catalog(
            products: generateProducts(count: productCount, seed: seed, includeHostileSamples: includeHostileSamples),
            blogEntries: generateBlogEntries(
                count: blogEntryCount, seed: seed, includeHostileSamples: includeHostileSamples))
    }

    /// The products of ``generate(productCount:blogEntryCount:seed:includeHostileSamples:)`` alone.
    /// Products and entries draw from separate streams, so either can be made without the other.
    public static func generateProducts(count: Int, seed: UInt64, includeHostileSamples: Bool = false) -> [Product] {
        let count = max(0, count)
        let hostileProducts = includeHostileSamples ? HostileSamples.products(count: count) : []
        return hostileProducts + GeneratedProducts(count: count - hostileProducts.count, seed: seed).makeAll()
    }

    /// The blog entries of ``generate(productCount:blogEntryCount:seed:includeHostileSamples:)`` alone.
    public static func generateBlogEntries(
        count: Int, seed: UInt64, includeHostileSamples: Bool = false
    )
        -> [BlogEntry]
    {
        let recipes = GeneratedBlogEntries(count: count, seed: seed).recipes
        return recipes.map { recipe in
            let isHostile = includeHostileSamples && recipe.id > recipes.count - 2
            return isHostile
                ? HostileSamples.entry(id: recipe.id, publishedAt: recipe.publishedAt, variant: recipe.id)
                : BlogEntryGenerator.entry(from: recipe)
        }
    }
}
