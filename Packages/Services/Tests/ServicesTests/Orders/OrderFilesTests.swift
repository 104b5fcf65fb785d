import Domain
import Foundation
import Services
import ServicesTestSupport
import Testing

/// The order book and the pending-checkout record as files: they survive the process, stay
/// idempotent by key, and a corrupt file is moved aside, not trusted.
struct OrderFilesTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("order-files-\(UUID().uuidString)", isDirectory: true)

    private func draft() throws -> OrderDraft {
        try OrderDraft(lines: Fixtures.order.lines)
    }

    @Test func aBookFileKeepsOrdersAcrossServicesAndAnswersARepeatedKeyWithTheSameOrder() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = IdempotencyKey()
        let first = OrderService.local(book: OrderBookStore(directory: directory), products: .stub())
        let order = try await first.place(try draft(), key)
        // Another process, as it were: a new service on the same file.
        let second = OrderService.local(book: OrderBookStore(directory: directory), products: .stub())
        #expect(try await second.orders() == [order])
        #expect(try await second.order(order.id) == order)
        #expect(try await second.place(try draft(), key) == order)
        #expect(try await second.orders().count == 1)
    }

    @Test func aCorruptBookIsMovedAsideAndReported() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = OrderBookStore(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: store.fileURL)
        #expect {
            try store.load()
        } throws: { error in
            guard case .corrupt(let file, let movedTo) = error as? OrderFileError else { return false }
            return file == store.fileURL && FileManager.default.fileExists(atPath: movedTo.path)
        }
        #expect(try store.load() == OrderBook())
    }

    @Test func aPendingRecordRoundTripsThroughItsFileAndIsRemoved() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PendingCheckoutStore.file(directory: directory)
        #expect(try store.load() == nil)
        let record = PendingCheckout(key: IdempotencyKey(), draft: try draft())
        try store.save(record)
        #expect(try PendingCheckoutStore.file(directory: directory).load() == record)
        try store.remove()
        #expect(try store.load() == nil)
        try store.remove()
    }

    @Test func fileCheckoutsExcludeEachOther() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let products = ProductService.stub()
        let cart = CartService.inMemory(products: products)
        _ = try await cart.add("fx-oak-chair-natural", 1)
        let orders = OrderService.local(book: OrderBookStore(directory: directory), products: products)
        // Two stores on one directory: two processes' views of it.
        let checkouts = [PendingCheckoutStore.file(directory: directory), .file(directory: directory)].map {
            Checkout(cart: cart, orders: orders, pending: $0)
        }
        let results = await withTaskGroup(of: Bool.self) { group in
            for checkout in checkouts {
                group.addTask { (try? await checkout.checkout(confirm: { _, _ in true })) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 1)
        #expect(try await orders.orders().count == 1)
    }
}
