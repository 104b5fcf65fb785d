import Domain
import Testing

@testable import Services

/// The embedded catalog made lazily must be the generator's catalog, exactly: each product made
/// alone, each lookup, the search index read from the recipes, and the service built on them.
@Suite struct GeneratedProductsTests {
    private static let standard = GeneratedProducts(count: 500, seed: Catalog.standardSeed)
    /// Large enough for every word of the vocabulary and ids past `p-9999` (which sort before it).
    private static let large = GeneratedProducts(count: 10_200, seed: 3)

    @Test func eachProductMadeAloneIsTheGeneratorsProduct() {
        let generated = Catalog.generateProducts(count: 500, seed: Catalog.standardSeed)
        #expect(Self.standard.count == generated.count)
        for position in generated.indices {
            #expect(Self.standard.product(at: position) == generated[position], "product \(position + 1)")
        }
        #expect(Catalog.standard.products == generated)
    }

    @Test func aRecipeKnowsWhetherItsProductIsInStock() {
        let products = Self.standard.makeAll()
        #expect(Self.standard.allRecipes().map(\.isInStock) == products.map(\.isInStock))
        #expect(products.contains { !$0.isInStock })
    }

    @Test func lookupsByIdAndSKUFindTheProductThatHoldsThem() {
        let products = Self.standard.makeAll()
        for product in products {
            #expect(Self.standard.product(product.id) == product)
            for sku in product.skus {
                #expect(Self.standard.product(holding: sku.id) == product, "\(sku.id)")
            }
        }
    }

    @Test(arguments: ["p-0000", "p-0501", "p-42", "p-00042", "p-+042", "p-0042-red", "p-", "x", "", "P-0042"])
    func anIdNoProductHasFindsNothing(_ id: String) {
        #expect(Self.standard.product(ProductID(id)) == nil)
    }

    @Test(arguments: ["p-0001-pink-xxs", "p-0001", "p-0001-", "p-0501-one", "p-42-one", "x-0001-one", "", "-"])
    func aSKUNoProductHasFindsNothing(_ sku: String) {
        #expect(Self.standard.product(holding: SKUID(sku)) == nil)
    }

    @Test func theIndexReadFromRecipesEqualsTheIndexOfTheMadeProducts() {
        for products in [Self.standard, Self.large] {
            let fromRecipes = DocumentIndex(GeneratedProductTexts(products))
            let fromProducts = DocumentIndex(ProductDocuments(products: products.makeAll()))
            // Compared apart from the expectation: a failure prints the message, not both indexes.
            let isEqual = fromRecipes == fromProducts
            #expect(isEqual, "the index of \(products.count) products differs when read from their recipes")
        }
    }

    @Test func theLazyServiceAnswersAsTheServiceOverTheWholeCatalog() async throws {
        let catalog = Catalog.standard
        let lazy = ProductService.local(generated: { Self.standard })
        let eager = ProductService.local(catalog: catalog)
        for query in SearchAgreementTests.queries(from: catalog.products) {
            let limit = query.count % 2 == 0 ? 20 : 3
            #expect(try await lazy.search(query, limit) == eager.search(query, limit), "\(query.debugDescription)")
        }
        #expect(try await lazy.featured(500) == eager.featured(500))
        #expect(try await lazy.featured(0).isEmpty)
        #expect(try await lazy.product("p-0418") == eager.product("p-0418"))
        let sku = try #require(catalog.products[417].skus.last?.id)
        #expect(try await lazy.productContainingSKU(sku) == eager.productContainingSKU(sku))
        await #expect(throws: ServiceError.notFound("product p-9999")) { try await lazy.product("p-9999") }
        await #expect(throws: ServiceError.notFound("SKU p-0001-pink-xxs")) {
            try await lazy.productContainingSKU("p-0001-pink-xxs")
        }
    }
}
