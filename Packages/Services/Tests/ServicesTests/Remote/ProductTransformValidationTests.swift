import Domain
import Testing

@testable import Services

/// Every rule `Product(dto:)` enforces, as a table: one broken field each, and the bad-payload
/// message that names it. A valid product passes untouched.
@Suite struct ProductTransformValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let spoil: @Sendable (inout ProductDTO) -> Void
        let message: String
        var testDescription: String { name }
    }

    static func valid() -> ProductDTO {
        ProductDTO(
            id: "tee", name: "Cotton Tee", description: "Soft.", brand: "Acme", category: "Tops",
            skus: [
                SKUDTO(
                    id: "tee-red-s", colour: "Red", size: "S", price: PriceDTO(currency: "USD", regular: "19.99"),
                    stock: 5),
                SKUDTO(
                    id: "tee-blue-m", colour: "Blue", size: "M",
                    price: PriceDTO(currency: "USD", regular: "24.99", sale: "17.49"), stock: 3),
            ],
            rating: RatingDTO(stars: 4.5, count: 120))
    }

    static let cases: [Case] = [
        Case(name: "empty id", spoil: { $0.id = "" }, message: "id: a product needs an id"),
        Case(name: "blank id", spoil: { $0.id = "  " }, message: "id: a product needs an id"),
        Case(name: "empty name", spoil: { $0.name = "" }, message: "name: a product needs a name"),
        Case(name: "no SKUs", spoil: { $0.skus = [] }, message: "skus: a product needs at least one SKU"),
        Case(name: "SKU without id", spoil: { $0.skus[1].id = "" }, message: "skus[1].id: a SKU needs an id"),
        Case(
            name: "duplicate SKU id", spoil: { $0.skus[1].id = "tee-red-s" },
            message: "skus[1].id: duplicate SKU id 'tee-red-s' (also skus[0])"),
        Case(name: "negative stock", spoil: { $0.skus[0].stock = -1 }, message: "skus[0].stock: -1 is negative"),
        Case(
            name: "empty colour", spoil: { $0.skus[0].colour = "" }, message: "skus[0].colour: empty (omit it instead)"),
        Case(name: "empty size", spoil: { $0.skus[1].size = " " }, message: "skus[1].size: empty (omit it instead)"),
        Case(
            name: "unknown currency", spoil: { $0.skus[0].price.currency = "XYZ" },
            message: "skus[0].price.currency: unknown currency 'XYZ'"),
        Case(
            name: "mixed currencies", spoil: { $0.skus[1].price.currency = "EUR" },
            message: "skus[1].price.currency: EUR differs from USD of skus[0]"),
        Case(
            name: "negative regular price", spoil: { $0.skus[0].price.regular = "-1.00" },
            message: "skus[0].price.regular: -1.00 is negative"),
        Case(
            name: "negative sale price", spoil: { $0.skus[1].price.sale = "-0.01" },
            message: "skus[1].price.sale: -0.01 is negative"),
        Case(
            name: "sale equal to regular", spoil: { $0.skus[1].price.sale = "24.99" },
            message: "skus[1].price.sale: sale price 24.99 is not below the regular price 24.99"),
        Case(
            name: "sale above regular", spoil: { $0.skus[1].price.sale = "30.00" },
            message: "skus[1].price.sale: sale price 30.00 is not below the regular price 24.99"),
        Case(
            name: "exponent amount", spoil: { $0.skus[0].price.regular = "1e5" },
            message: "skus[0].price.regular: '1e5' is not a decimal amount"),
        Case(
            name: "comma amount", spoil: { $0.skus[0].price.regular = "19,99" },
            message: "skus[0].price.regular: '19,99' is not a decimal amount"),
        Case(
            name: "empty amount", spoil: { $0.skus[1].price.sale = "" },
            message: "skus[1].price.sale: '' is not a decimal amount"),
        Case(
            name: "NaN amount", spoil: { $0.skus[0].price.regular = "NaN" },
            message: "skus[0].price.regular: 'NaN' is not a decimal amount"),
        Case(
            name: "more decimals than the currency", spoil: { $0.skus[0].price.regular = "19.999" },
            message: "skus[0].price.regular: '19.999' has more decimals than USD allows (2)"),
        Case(
            name: "decimals on yen",
            spoil: {
                $0.skus[0].price = PriceDTO(currency: "JPY", regular: "100.5")
                $0.skus[1].price = PriceDTO(currency: "JPY", regular: "200")
            },
            message: "skus[0].price.regular: '100.5' has more decimals than JPY allows (0)"),
        Case(
            name: "stars above five", spoil: { $0.rating?.stars = 5.5 }, message: "rating.stars: 5.5 is outside 0...5"),
        Case(
            name: "negative stars", spoil: { $0.rating?.stars = -0.5 }, message: "rating.stars: -0.5 is outside 0...5"),
        Case(name: "negative rating count", spoil: { $0.rating?.count = -1 }, message: "rating.count: -1 is negative"),
    ]

    @Test func aValidProductBecomesTheDomainProduct() throws {
        let product = try Product(dto: Self.valid())
        #expect(product.id == "tee")
        #expect(product.skus.count == 2)
        #expect(product.skus[1].price.sale == Money(minorUnits: 1749, .usd))
        #expect(product.rating?.count == 120)
        #expect(product.price.formatted == "$17.49 – $19.99")
    }

    @Test(arguments: cases)
    func aBrokenFieldIsABadPayloadNamingIt(_ testCase: Case) {
        var dto = Self.valid()
        testCase.spoil(&dto)
        #expect(throws: ServiceError.badPayload(testCase.message)) { try Product(dto: dto) }
    }

    @Test func aProductDeepInAListIsNamedByItsIndex() {
        var bad = Self.valid()
        bad.skus[0].price.sale = "30.00"
        let list = ProductListDTO(products: [Self.valid(), Self.valid(), Self.valid(), bad])
        #expect(
            throws: ServiceError.badPayload(
                "products[3].skus[0].price.sale: sale price 30.00 is not below the regular price 19.99")
        ) {
            try [Product](dto: list)
        }
    }

    @Test func lowercaseCurrencyCodesAreTheSameCurrency() throws {
        var dto = Self.valid()
        dto.skus[0].price.currency = "usd"
        #expect(try Product(dto: dto).skus[0].price.currency == .usd)
    }

    @Test func fewerDecimalsThanTheCurrencyAreFine() throws {
        var dto = Self.valid()
        dto.skus[0].price.regular = "20"
        #expect(try Product(dto: dto).skus[0].price.regular == Money(minorUnits: 2000, .usd))
    }
}
