import Domain
import FeatureKit
import Foundation
import Services

/// Data of the blog's own previews: entries whose text is long, wide (CJK, emoji) or accented, on
/// fixed dates.
enum BlogPreviewData {
    /// Three entries; entry 1 has a long title, a long body and text two columns wide.
    static let longAndUnicode = PreviewDependencies.catalog(
        Catalog(products: [], blogEntries: entries), named: "long and unicode entries")

    private static let entries = [
        BlogEntry(
            id: 1,
            title:
                "Caring for oak, walnut and ash furniture through every season of a long life: a complete guide 🌳",
            body: """
                Oak lasts for generations if you let it breathe. Wipe it with a damp cloth, never a wet one, and \
                keep it out of the afternoon sun, which bleaches the grain unevenly over the years.

                木の家具は呼吸します。年に一度、オイルを塗ってください。🪵✨ Ünïcödé, accents and wide \
                characters wrap by their display width, not by their count.
                """,
            author: "Zoë Ångström-Nakamura 中村", publishedAt: Date(timeIntervalSince1970: 1_700_000_000),
            tags: ["oak", "ünïcode", "日本語"]),
        BlogEntry(
            id: 2, title: "Linen · リネン · Leinen", body: "Linen breathes.", author: "Chloé Dubois",
            publishedAt: Date(timeIntervalSince1970: 1_700_500_000), tags: ["linen"]),
        BlogEntry(
            id: 3, title: "Lighting a small room with three lamps instead of one bright ceiling light 💡",
            body: "Use three lights, not one.", author: "Dev Patel",
            publishedAt: Date(timeIntervalSince1970: 1_701_000_000), tags: []),
    ]
}
