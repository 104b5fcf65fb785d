import Dispatch
import Domain
import Foundation
import ProcessTestSupport
import Synchronization
import Testing

@testable import Services

@Suite struct CartStoreConcurrencyTests {
    /// 200 distinct in-stock SKUs with their products, all in USD.
    private static func items() -> [(SKU, Product)] {
        Catalog.standard.products.flatMap { product in product.skus.filter(\.isInStock).map { ($0, product) } }
            .prefix(200).map { $0 }
    }

    @Test func twoWritersAddingAHundredLinesEachLoseNothing() throws {
        let directory = try TemporaryDirectory()
        let items = Self.items()
        try #require(items.count == 200)
        let halves = [Array(items[..<100]), Array(items[100...])]
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for half in halves {
            // Each writer has its own store value, as a second process would.
            let store = CartStore(directory: directory.url)
            let work = half.map { (sku: $0.0, product: $0.1) }
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for item in work {
                    do {
                        try store.update { try $0.add(item.sku, of: item.product) }
                    } catch {
                        failures.withLock { $0.append("\(item.sku.id): \(error)") }
                    }
                }
            }
        }
        group.wait()

        #expect(failures.withLock { $0 }.isEmpty)
        let cart = try CartStore(directory: directory.url).load()
        #expect(cart.lines.count == 200)
        #expect(Set(cart.lines.map(\.sku)) == Set(items.map(\.0.id)))
    }
}
