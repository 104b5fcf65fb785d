import Domain
import Foundation
import Testing

@testable import Services

/// Every field of every generated product and blog entry, pinned as one digest: the generator's
/// output may not change by a single character unless a pin is updated on purpose. The lazily
/// made standard catalog is checked against the generator in `LazyCatalogTests`; these pins make
/// sure the generator itself stays what it was.
@Suite struct CatalogDigestTests {
    @Test func theStandardCatalogIsPinnedFieldByField() {
        #expect(CatalogDigest.of(Catalog.standard.products) == 0xDA2B_C694_CD1A_6D30)
        #expect(CatalogDigest.of(Catalog.standard.blogEntries) == 0x6743_EC43_34D9_0DFD)
    }

    @Test func aCatalogWithHostileSamplesIsPinnedFieldByField() {
        let catalog = Catalog.generate(productCount: 2_000, blogEntryCount: 30, seed: 9, includeHostileSamples: true)
        #expect(CatalogDigest.of(catalog.products) == 0x8AE7_732D_2477_8BCA)
        #expect(CatalogDigest.of(catalog.blogEntries) == 0xACFD_6275_EAD7_8682)
    }
}

/// FNV-1a over a plain rendering of every field, fields and records separated by control characters
/// that no generated text contains.
enum CatalogDigest {
    static func of(_ products: [Product]) -> UInt64 {
        var digest = Digest()
        for product in products {
            digest.add(product.id.rawValue, product.name, product.description, product.brand, product.category)
            digest.add(product.rating.map { "\($0.stars)/\($0.count)" } ?? "unrated")
            for sku in product.skus {
                digest.add(
                    sku.id.rawValue, sku.colour ?? "-", sku.size ?? "-", sku.price.regular.decimalString,
                    sku.price.sale?.decimalString ?? "-", String(sku.stock))
            }
            digest.endRecord()
        }
        return digest.value
    }

    static func of(_ entries: [BlogEntry]) -> UInt64 {
        var digest = Digest()
        for entry in entries {
            digest.add(
                String(entry.id.rawValue), entry.title, entry.body, entry.author,
                String(entry.publishedAt.timeIntervalSince1970))
            digest.add(entry.tags.joined(separator: "\u{1D}"))
            digest.endRecord()
        }
        return digest.value
    }

    private struct Digest {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ fields: String...) {
            for field in fields {
                for byte in field.utf8 { mix(byte) }
                mix(0x1F)
            }
        }

        mutating func endRecord() { mix(0x1E) }

        private mutating func mix(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
