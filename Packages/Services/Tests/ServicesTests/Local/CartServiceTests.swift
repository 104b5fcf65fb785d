import Domain
import Foundation
import ProcessTestSupport
import ServicesTestSupport
import Testing

@testable import Services

@Suite struct CartServiceTests {
    private let products = ProductService.stub(products: Fixtures.products)

    @Test func thePersistentCartAddsLooksUpAndSurvivesANewService() async throws {
        let directory = try TemporaryDirectory()
        let cart = CartService.persistent(store: CartStore(directory: directory.url), products: products)

        _ = try await cart.add("fx-oak-chair-natural", 2)
        let afterAdd = try await cart.add("fx-linen-shirt-white-m", 1)
        #expect(afterAdd.lines.map(\.sku) == ["fx-oak-chair-natural", "fx-linen-shirt-white-m"])
        #expect(afterAdd.total == Money(minorUnits: 2 * 19_900 + 5_900, .usd))

        let reopened = CartService.persistent(store: CartStore(directory: directory.url), products: products)
        #expect(try await reopened.load() == afterAdd)
        #expect(
            try await reopened.setQuantity("fx-oak-chair-natural", 5).line(for: "fx-oak-chair-natural")?.quantity == 5)
        #expect(try await reopened.remove("fx-linen-shirt-white-m").lines.count == 1)
        #expect(try await reopened.clear().isEmpty)
        #expect(try await cart.load().isEmpty)
    }

    @Test func domainCartErrorsPassThroughUnchanged() async throws {
        let directory = try TemporaryDirectory()
        let cart = CartService.persistent(store: CartStore(directory: directory.url), products: products)
        await #expect(throws: CartError.exceedsStock("fx-oak-chair-black", requested: 3, available: 2)) {
            try await cart.add("fx-oak-chair-black", 3)
        }
        await #expect(throws: CartError.outOfStock("fx-brass-lamp-one")) {
            try await cart.add("fx-brass-lamp-one", 1)
        }
        await #expect(throws: CartError.lineNotFound("fx-oak-chair-black")) {
            try await cart.remove("fx-oak-chair-black")
        }
    }

    @Test func anUnknownSKUIsNotFound() async throws {
        let directory = try TemporaryDirectory()
        let cart = CartService.persistent(store: CartStore(directory: directory.url), products: products)
        await #expect(throws: ServiceError.notFound("SKU nope")) { try await cart.add("nope", 1) }
    }

    @Test func aProductServiceFailureReachesTheCaller() async throws {
        let directory = try TemporaryDirectory()
        let cart = CartService.persistent(store: CartStore(directory: directory.url), products: .failing(.timeout))
        await #expect(throws: ServiceError.timeout) { try await cart.add("fx-oak-chair-black", 1) }
    }

    @Test func theInMemoryCartFollowsTheSameRules() async throws {
        let cart = CartService.inMemory(products: products)
        #expect(try await cart.add("fx-linen-shirt-white-s", 2).itemCount == 2)
        #expect(try await cart.add("fx-linen-shirt-white-s", 1).itemCount == 3, "adding again merges")
        await #expect(throws: CartError.invalidQuantity(0)) { try await cart.setQuantity("fx-linen-shirt-white-s", 0) }
        #expect(try await cart.load().itemCount == 3)
        #expect(try await cart.clear().isEmpty)
    }

    @Test func theInMemoryCartStartsFromTheGivenCart() async throws {
        var initial = Cart()
        try initial.add(Fixtures.oakChair.skus[1], of: Fixtures.oakChair)
        #expect(try await CartService.inMemory(products: products, initial: initial).load() == initial)
    }

    @Test func concurrentInMemoryAddsLoseNothing() async throws {
        let cart = CartService.inMemory(products: products)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<12 {
                group.addTask { _ = try await cart.add("fx-linen-shirt-white-m", 1) }
            }
            try await group.waitForAll()
        }
        #expect(try await cart.load().itemCount == 12)
    }

    @Test func failingAndUnimplementedCartsFail() async {
        await #expect(throws: ServiceError.offline("x")) {
            try await CartService.failing(ServiceError.offline("x")).load()
        }
        await withKnownIssue {
            _ = try await CartService.unimplemented.add("a", 1)
        }
    }
}
