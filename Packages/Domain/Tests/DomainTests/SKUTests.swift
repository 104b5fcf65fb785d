import Testing

@testable import Domain

struct SKUTests {
    @Test("A negative stock is clamped to zero", arguments: [-1, -100, Int.min])
    func aNegativeStockIsClampedToZero(stock: Int) throws {
        let sku = SKU(id: "a", price: try regular("1"), stock: stock)
        #expect(sku.stock == 0)
        #expect(!sku.isInStock)
    }

    @Test func aSKUWithStockIsInStock() throws {
        let sku = SKU(id: "a", price: try regular("1"), stock: 1)
        #expect(sku.stock == 1)
        #expect(sku.isInStock)
    }

    @Test(
        "The variant name shows colour and size when there are any",
        arguments: [
            ("Red", "M", "Red / M"),
            ("Red", nil, "Red"),
            (nil, "M", "M"),
            (nil, nil, "One size"),
        ] as [(String?, String?, String)])
    func variantNameShowsColourAndSize(colour: String?, size: String?, expected: String) throws {
        let sku = SKU(id: "a", colour: colour, size: size, price: try regular("1"), stock: 1)
        #expect(sku.variantName == expected)
    }

    @Test func theIDIdentifiesTheSKU() throws {
        let sku = SKU(id: "tee-red-s", price: try regular("1"), stock: 1)
        #expect(sku.id == SKUID("tee-red-s"))
    }
}
