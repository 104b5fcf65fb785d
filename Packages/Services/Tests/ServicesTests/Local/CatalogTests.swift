import Domain
import Foundation
import Testing

@testable import Services

@Suite struct CatalogTests {
    @Test func theSameSeedGivesTheSameCatalog() {
        let first = Catalog.generate(productCount: 300, blogEntryCount: 20, seed: 42)
        let second = Catalog.generate(productCount: 300, blogEntryCount: 20, seed: 42)
        #expect(first.products == second.products)
        #expect(first.blogEntries == second.blogEntries)
    }

    @Test func anotherSeedGivesAnotherCatalog() {
        let first = Catalog.generate(productCount: 50, blogEntryCount: 5, seed: 1)
        let second = Catalog.generate(productCount: 50, blogEntryCount: 5, seed: 2)
        #expect(first.products.map(\.name) != second.products.map(\.name))
    }

    @Test func theStandardCatalogHasFiveHundredProductsAndFiftyEntries() {
        #expect(Catalog.standard.products.count == 500)
        #expect(Catalog.standard.blogEntries.count == 50)
    }

    /// Pinned values: if this fails, the generator's output changed on this machine or toolchain,
    /// and every machine no longer sees the same catalog (or the change was meant: update the pins).
    @Test func theStandardCatalogIsPinned() throws {
        let products = Catalog.standard.products
        let first = try #require(products.first)
        #expect(first.id == "p-0001")
        #expect(first.name == StandardFingerprint.firstProductName)
        #expect(first.skus.map(\.id.rawValue) == StandardFingerprint.firstProductSKUs)
        #expect(products.flatMap(\.skus).count == StandardFingerprint.skuCount)
        #expect(products.flatMap(\.skus).filter(\.price.isOnSale).count == StandardFingerprint.saleSKUCount)
        #expect(products.flatMap(\.skus).reduce(0) { $0 + $1.stock } == StandardFingerprint.totalStock)
        #expect(Catalog.standard.blogEntries.first?.title == StandardFingerprint.firstEntryTitle)
    }

    @Test func productAndSKUIdsAreUniqueAndReadable() {
        let products = Catalog.generate(productCount: 2_000, blogEntryCount: 0, seed: 9, includeHostileSamples: true)
            .products
        #expect(Set(products.map(\.id)).count == products.count)
        let skus = products.flatMap(\.skus)
        #expect(Set(skus.map(\.id)).count == skus.count)
        #expect(products.dropFirst(HostileSamples.names.count).first?.id == "p-0001")
        for product in products {
            #expect(product.skus.allSatisfy { $0.id.rawValue.hasPrefix(product.id.rawValue + "-") })
        }
    }

    @Test func theStandardCatalogCoversEveryKindOfPriceAndStock() {
        let products = Catalog.standard.products
        let skus = products.flatMap(\.skus)
        #expect(products.contains { if case .single = $0.price { true } else { false } })
        #expect(products.contains { if case .range = $0.price { true } else { false } })
        #expect(products.contains { $0.price.isOnSale })
        #expect(skus.contains { !$0.isInStock })
        #expect(products.contains { !$0.isInStock }, "a whole product out of stock")
        #expect(products.contains { $0.rating == nil })
        #expect(products.contains { $0.rating != nil })
        #expect(products.contains { $0.colours.count > 1 && $0.sizes().count > 1 })
        #expect(Set(products.map(\.category)).count >= 5)
        #expect(Set(products.map(\.brand)).count >= 10)
        #expect(products.allSatisfy { $0.price.currency == .usd })
    }

    @Test func theStandardCatalogHasOakProductsAndBlogEntryOne() {
        #expect(Catalog.standard.products.contains { $0.name.contains("Oak") })
        #expect(Catalog.standard.blogEntries.contains { $0.id == 1 })
    }

    @Test func blogEntriesAreNumberedFromOneWithRealText() {
        let entries = Catalog.standard.blogEntries
        #expect(entries.map(\.id.rawValue) == Array(1...50))
        for entry in entries {
            #expect(entry.body.components(separatedBy: "\n\n").count >= 3)
            #expect(!entry.author.isEmpty && !entry.tags.isEmpty && !entry.title.isEmpty)
            #expect(entry.publishedAt.timeIntervalSince1970.rounded() == entry.publishedAt.timeIntervalSince1970)
        }
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.publishedAt < $1.publishedAt })
    }

    @Test func hostileSamplesCarryEscapeSequencesAndControls() {
        let catalog = Catalog.generate(productCount: 20, blogEntryCount: 5, seed: 1, includeHostileSamples: true)
        #expect(catalog.products.count == 20)
        #expect(catalog.blogEntries.count == 5)
        let names = catalog.products.map(\.name).joined()
        for marker in ["\u{1B}[31m", "\u{1B}[2A", "\u{1B}]0;", "\u{1B}]8;;", "\u{07}", "\u{08}", "\u{9B}"] {
            #expect(names.contains(marker), "a hostile name contains \(marker.debugDescription)")
        }
        #expect(catalog.blogEntries.last?.title.contains("\u{1B}") == true)
        #expect(
            catalog.products.filter { $0.name.contains("\u{1B}") || $0.name.contains("\u{9B}") }.allSatisfy {
                $0.isInStock
            })
    }

    @Test func withoutHostileSamplesNoTextHasControlCharacters() {
        let catalog = Catalog.standard
        let texts =
            catalog.products.flatMap { [$0.name, $0.description, $0.brand] }
            + catalog.blogEntries.flatMap { [$0.title, $0.body, $0.author] }
        let controls = texts.filter { text in
            text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        }
        #expect(controls.isEmpty)
    }

    /// The scale `search-bench` runs at (it makes all 100,000 products, in release, on every run).
    /// Here every recipe is drawn, as generating them draws it, and the products are made where
    /// their ids change width: making all 100,000 in a debug build was about 20 s of CPU, a fifth
    /// of this package's test step. `GeneratedProductsTests` keeps lazily made products equal to
    /// generated ones.
    @Test func aHundredThousandProductsCanBeGenerated() {
        let products = GeneratedProducts(count: 100_000, seed: 7)
        #expect(products.count == 100_000)
        for (position, id) in [(0, "p-0001"), (9_998, "p-9999"), (9_999, "p-10000"), (99_999, "p-100000")] {
            let product = products.product(at: position)
            #expect(product.id.rawValue == id)
            #expect(product.id.rawValue == CatalogIdentifiers.productID(position + 1))
        }
        #expect(Set((1...100_000).map(CatalogIdentifiers.productID)).count == 100_000)
    }
}

/// The values `theStandardCatalogIsPinned` checks.
enum StandardFingerprint {
    static let firstProductName = "Rustic Cast Iron Mug"
    static let firstProductSKUs = [
        "p-0001-cream-small", "p-0001-cream-large", "p-0001-sage-small", "p-0001-sage-large",
        "p-0001-terracotta-small", "p-0001-terracotta-large",
    ]
    static let skuCount = 3_358
    static let saleSKUCount = 757
    static let totalStock = 86_585
    static let firstEntryTitle = "Living with colour"
}
