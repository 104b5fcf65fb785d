import Domain

/// The blog entries of a generated catalog, drawn up front as ``BlogEntryRecipe``s and written one at
/// a time, when shown: `blog show 1` writes one entry, `blog list` a page. The same entries, field for
/// field, as ``Catalog/generateBlogEntries(count:seed:includeHostileSamples:)`` without hostile
/// samples (both go through ``BlogEntryGenerator``; `GeneratedBlogEntriesTests` compares them).
struct GeneratedBlogEntries: Sendable {
    /// Entry `i` (from 0) is written from `recipes[i]`, with id `i + 1`.
    let recipes: [BlogEntryRecipe]

    /// Draws the recipes of `count` entries (negative counts as 0) from `seed`'s blog stream.
    init(count: Int, seed: UInt64) {
        var generator = BlogEntryGenerator(random: CatalogRandom(seed: seed ^ 0xB106_B106_B106_B106))
        recipes = (0..<max(0, count)).map { generator.drawRecipe(id: $0 + 1) }
    }

    /// The blog entries of ``Catalog/standard``, drawn on first use.
    static let standard = GeneratedBlogEntries(count: Catalog.standardBlogEntryCount, seed: Catalog.standardSeed)

    /// The entry at `position` (0..<recipes.count), written now.
    func entry(at position: Int) -> BlogEntry {
        BlogEntryGenerator.entry(from: recipes[position])
    }

    /// Every entry, oldest first.
    func makeAll() -> [BlogEntry] {
        recipes.map(BlogEntryGenerator.entry(from:))
    }
}
