import Domain
import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `ProductService.live(client:)`: the endpoints it calls and how it reports what comes back.
@Suite struct LiveProductServiceTests {
    @Test func aProductIsFetchedByItsEncodedIdAndTransformed() async throws {
        let products = try RemoteFixtures.products()
        let log = RequestLog()
        let service = ProductService.live(
            client: stubClient(try StubTransport.encoding(ProductDTO(products[2]), log: log)))
        #expect(try await service.product("tea/ü 1") == products[2])
        #expect(log.urls == ["http://api.test/v1/products/tea%2F%C3%BC%201"])
    }

    @Test func anUnknownProductIsNotFoundByName() async {
        let service = ProductService.live(
            client: stubClient(StubTransport.json(#"{"error":{"code":"not_found","message":"m"}}"#, status: 404)))
        #expect(await serviceError { try await service.product("nope") } == .notFound("product nope"))
        #expect(await serviceError { try await service.productContainingSKU("nope-1") } == .notFound("SKU nope-1"))
    }

    @Test func searchSendsTheQueryAndAClampedLimit() async throws {
        let products = try RemoteFixtures.products()
        let log = RequestLog()
        let search = ProductSearch(query: "oak chair", results: [products[1]], total: 1)
        let service = ProductService.live(
            client: stubClient(try StubTransport.encoding(ProductSearchDTO(search), log: log)))
        #expect(try await service.search("oak chair", 500) == search)
        #expect(log.urls == ["http://api.test/v1/products?q=oak%20chair&limit=100"])
    }

    @Test func moreResultsThanTheLimitIsABadPayload() async throws {
        let products = try RemoteFixtures.products()
        let service = ProductService.live(client: stubClient(try StubTransport.encoding(ProductListDTO(products))))
        #expect(
            await serviceError { try await service.featured(2) }
                == .badPayload("products: 4 products exceed the limit of 2"))
    }

    @Test func featuredAsksForItsLimit() async throws {
        let products = try RemoteFixtures.products()
        let log = RequestLog()
        let service = ProductService.live(
            client: stubClient(try StubTransport.encoding(ProductListDTO(products), log: log)))
        #expect(try await service.featured(4) == products)
        #expect(log.urls == ["http://api.test/v1/products/featured?limit=4"])
    }

    @Test func theProductOfASKUMustHoldIt() async throws {
        let products = try RemoteFixtures.products()
        let log = RequestLog()
        let service = ProductService.live(
            client: stubClient(try StubTransport.encoding(ProductDTO(products[0]), log: log)))
        #expect(try await service.productContainingSKU("tee-red-s") == products[0])
        #expect(log.urls == ["http://api.test/v1/skus/tee-red-s/product"])
        #expect(
            await serviceError { try await service.productContainingSKU("other") }
                == .badPayload("skus: the product sent for SKU other does not hold it"))
    }

    @Test func aBrokenProductIsABadPayloadNamingTheField() async throws {
        var dto = ProductTransformValidationTests.valid()
        dto.skus[1].price.sale = "99.00"
        let service = ProductService.live(client: stubClient(try StubTransport.encoding(dto)))
        #expect(
            await serviceError { try await service.product("tee") }
                == .badPayload("skus[1].price.sale: sale price 99.00 is not below the regular price 24.99"))
    }
}
