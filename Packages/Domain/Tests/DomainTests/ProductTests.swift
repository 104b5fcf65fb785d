import Foundation
import Testing

@testable import Domain

struct ProductTests {
    @Test func thePriceIsDerivedFromTheSKUs() throws {
        let tee = try Fixture.tee()
        #expect(tee.price == .range(from: try sale(was: "24.99", now: "17.49"), to: try regular("24.99")))
        #expect(tee.price == (try ProductPrice(spanning: tee.skus.map(\.price))))
        #expect(tee.price.formatted == "$17.49 – $24.99")
    }

    @Test func aProductWithoutSKUsThrows() {
        #expect(throws: PriceError.noPrices) {
            try Product(id: "empty", name: "Empty", description: "", brand: "", category: "", skus: [])
        }
    }

    @Test func skusPricedInDifferentCurrenciesThrow() throws {
        let skus = [
            SKU(id: "a", price: try regular("10"), stock: 1),
            SKU(id: "b", price: try regular("10", .eur), stock: 1),
        ]
        #expect(throws: PriceError.currencyMismatch(.usd, .eur)) {
            try Product(id: "mixed", name: "Mixed", description: "", brand: "", category: "", skus: skus)
        }
    }

    @Test func coloursAreDistinctInTheOrderTheSKUsListThem() throws {
        #expect(try Fixture.tee().colours == ["Red", "Blue"])
    }

    @Test func sizesAreDistinctInTheOrderTheSKUsListThem() throws {
        #expect(try Fixture.tee().sizes() == ["S", "M", "L"])
    }

    @Test(
        "Sizes for a colour are only the sizes that colour comes in",
        arguments: [("Red", ["S", "M"]), ("Blue", ["M", "L"]), ("Pink", [])])
    func sizesForAColour(colour: String, expected: [String]) throws {
        #expect(try Fixture.tee().sizes(forColour: colour) == expected)
    }

    @Test func aProductWithoutColoursOrSizesListsNone() throws {
        let mug = try Fixture.euroMug()
        #expect(mug.colours.isEmpty)
        #expect(mug.sizes().isEmpty)
    }

    @Test(
        "Finds the SKU for a colour and size combination",
        arguments: [("Red", "S", "tee-red-s"), ("Blue", "M", "tee-blue-m"), ("Blue", "L", "tee-blue-l")])
    func findsTheSKUForAColourAndSize(colour: String, size: String, expected: SKUID) throws {
        #expect(try Fixture.tee().sku(colour: colour, size: size)?.id == expected)
    }

    @Test func aCombinationTheProductDoesNotComeInHasNoSKU() throws {
        let tee = try Fixture.tee()
        #expect(tee.sku(colour: "Red", size: "L") == nil)
        #expect(tee.sku(colour: "Pink", size: "S") == nil)
        #expect(tee.sku(colour: nil, size: nil) == nil)
    }

    @Test func aOneSizeSKUIsFoundWithoutColourOrSize() throws {
        #expect(try Fixture.euroMug().sku(colour: nil, size: nil)?.id == "mug-1")
    }

    @Test func findsASKUByIDOnlyWhenItIsTheProducts() throws {
        let tee = try Fixture.tee()
        #expect(tee.sku(id: "tee-blue-l")?.size == "L")
        #expect(tee.sku(id: "mug-1") == nil)
    }

    @Test func aProductIsInStockWhenAnySKUIs() throws {
        let tee = try Fixture.tee()
        #expect(tee.isInStock)
        #expect(tee.totalStock == 10)
    }

    @Test func aProductIsOutOfStockWhenEverySKUIs() throws {
        let product = try Product(
            id: "gone", name: "Gone", description: "", brand: "", category: "",
            skus: [
                SKU(id: "a", price: try regular("1"), stock: 0),
                SKU(id: "b", price: try regular("1"), stock: -3),
            ])
        #expect(!product.isInStock)
        #expect(product.totalStock == 0)
    }

    @Test func theRatingIsOptional() throws {
        #expect(try Fixture.euroMug().rating == nil)
        #expect(try Fixture.tee().rating == Rating(stars: 4.5, count: 120))
    }
}
