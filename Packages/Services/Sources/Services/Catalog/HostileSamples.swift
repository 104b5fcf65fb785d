import Domain
import Foundation

/// Products and blog entries whose text carries terminal escape sequences and control characters,
/// so every client can prove it prints untrusted text harmlessly (through `terminalSafe`).
enum HostileSamples {
    /// CSI colour, cursor moves, an OSC 0 title ended by BEL, an OSC 8 hyperlink ended by ST,
    /// BEL, backspaces, and an 8-bit C1 CSI (U+009B).
    static let names: [String] = [
        "\u{1B}[31mRed Alert\u{1B}[0m Oak Chair",
        "Linen Shirt\u{1B}[2A\u{1B}[10D\u{1B}[2K overwritten",
        "\u{1B}]0;pwned title\u{07}Brass Lamp",
        "\u{1B}]8;;https://evil.example\u{1B}\\Click me\u{1B}]8;;\u{1B}\\ Wool Throw",
        "Bell\u{07} and back\u{08}\u{08}space Mug",
        "\u{9B}31mC1 colour\u{9B}0m Canvas Tote",
    ]

    /// The hostile products, ids `p-hostile-1` and on; all in stock so they show up everywhere.
    static func products(count: Int) -> [Product] {
        names.prefix(max(0, count)).enumerated().map { offset, name in
            let id = "p-hostile-\(offset + 1)"
            return CatalogProducts.product(
                id: ProductID(id), name: name,
                description: "Sample with escape sequences: \u{1B}[1mbold\u{1B}[0m, a bell\u{07}, a C1 \u{9B}2J clear.",
                brand: "\u{1B}[5mBlink\u{1B}[0m Brand", category: "Hostile Samples",
                skus: [
                    SKU(
                        id: SKUID(id + "-one"), price: CatalogProducts.usdPrice(regularCents: 1_000, saleCents: nil),
                        stock: 10)
                ],
                rating: nil)
        }
    }

    /// A hostile blog entry with the given id.
    static func entry(id: Int, publishedAt: Date, variant: Int) -> BlogEntry {
        let titles = [
            "\u{1B}]0;owned\u{07}Spring \u{1B}[32msale\u{1B}[0m news",
            "\u{1B}[2J\u{1B}[HClear screen \u{9B}31mand C1\u{9B}0m",
        ]
        let body = [
            "This entry carries \u{1B}[31mcoloured\u{1B}[0m text and a \u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\.",
            "A bell\u{07}, back\u{08}spaces\u{08}, cursor moves \u{1B}[3A\u{1B}[5C and an 8-bit CSI \u{9B}2J.",
            "None of it may reach a terminal unsanitised.",
        ].joined(separator: "\n\n")
        return BlogEntry(
            id: BlogEntryID(id), title: titles[variant % titles.count], body: body,
            author: "\u{1B}[7mMallory\u{1B}[0m", publishedAt: publishedAt, tags: ["hostile", "\u{07}bell"])
    }
}
