import Domain
import Foundation
import ProcessTestSupport
import Testing

@testable import Services

@Suite struct DependenciesPresetsTests {
    @Test func theLocalPresetServesTheStandardCatalogAndAPersistentCart() async throws {
        let directory = try TemporaryDirectory()
        let dataDirectory = directory.url.appendingPathComponent("data", isDirectory: true)
        let dependencies = try Dependencies.local(dataDirectory: dataDirectory)
        #expect(dependencies.backendName == "embedded data")
        #expect(try await dependencies.blog.loadEntry(entryId: 1) == Catalog.standard.blogEntries[0])
        let product = try #require(try await dependencies.products.featured(1).first)
        let sku = try #require(product.skus.first { $0.isInStock })
        _ = try await dependencies.cart.add(sku.id, 1)
        let again = try Dependencies.local(dataDirectory: dataDirectory)
        #expect(try await again.cart.load().line(for: sku.id)?.quantity == 1)
    }

    @Test func theLocalPresetRejectsADirectoryItCannotCreate() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(throws: CartStoreError.self) {
            try Dependencies.local(dataDirectory: file.appendingPathComponent("sub"))
        }
    }

    @Test func thePreviewPresetKeepsTheCartInMemory() async throws {
        let dependencies = Dependencies.preview()
        let product = try #require(try await dependencies.products.search("oak", 1).results.first)
        let sku = try #require(product.skus.first { $0.isInStock })
        #expect(try await dependencies.cart.add(sku.id, 1).itemCount == 1)
        #expect(try await Dependencies.preview().cart.load().isEmpty, "each preview has its own cart")
    }
}
