import Domain
import FeatureKit
import Foundation
import Services

/// Data of the checkout and orders previews: orders and drafts of fixed lines (fixed dates, shown in
/// UTC, so every snapshot is the same), one with long, wide and accented text, and the services the
/// previews swap (orders that fail or hang).
enum CheckoutPreviewData {
    /// 2026-11-24T19:30:00Z.
    static let placedAt = Date(timeIntervalSince1970: 1_795_548_600)

    static let standardLines: [OrderLine] = [
        line("p-0418", "Essential Oak Bookshelf", "p-0418-natural-small", "Natural / Small", 2, 105_899),
        line("p-0315", "Walnut Desk", "p-0315-black-120-cm", "Black / 120 cm", 1, 48_000, sale: 39_900),
    ].compactMap { $0 }

    static let longAndUnicodeLines: [OrderLine] = [
        line(
            "pv-long", "Grand canapé en lin lavé, trois places, avec coussins réversibles 🛋️", "pv-long-1",
            "Lin naturel 生成り / 三人掛け", 3, 129_900, sale: 99_900)
    ].compactMap { $0 }

    /// The review of `lines` (the empty cart if they make no draft: the snapshot would show it).
    static func review(
        _ dependencies: Dependencies, _ lines: [OrderLine], priceChanges: [PriceChange] = []
    ) -> CheckoutViewState {
        guard let draft = try? OrderDraft(lines: lines) else {
            return .emptyCart(loaderModel: CheckoutLoaderModel(checkout: dependencies.checkout))
        }
        return .review(
            reviewModel: CheckoutReviewModel(checkout: dependencies.checkout, draft: draft, priceChanges: priceChanges))
    }

    static let order = Order(id: "o-000002", placedAt: placedAt, lines: standardLines)
    static let olderOrder = Order(
        id: "o-000001", placedAt: placedAt.addingTimeInterval(-86_400), lines: Array(standardLines.suffix(1)))
    static let longAndUnicodeOrder = Order(
        id: "o-000003", placedAt: placedAt, lines: longAndUnicodeLines + standardLines)

    /// The first line's price gone up by $20.00, and the lines at the new price.
    static var priceChange: (changes: [PriceChange], lines: [OrderLine]) {
        guard let first = standardLines.first, let now = try? Price.regular(Money(minorUnits: 107_899, .usd)) else {
            return ([], standardLines)
        }
        return (
            [PriceChange(sku: first.sku, was: first.price, now: now)], [first.repriced(now)] + standardLines.dropFirst()
        )
    }

    /// The preset with orders answering `orders` and finding each of them by id.
    static func orders(_ orders: [Order], named name: String) -> PreviewDependencies {
        PreviewDependencies("preview preset, \(name)") {
            var dependencies = Dependencies.preview()
            dependencies.orders.orders = { orders }
            dependencies.orders.order = { id in
                guard let order = orders.first(where: { $0.id == id }) else {
                    throw ServiceError.notFound("order \(id)")
                }
                return order
            }
            return dependencies
        }
    }

    /// The preset with every order call behaving as `behaviour`.
    static func orders(_ behaviour: PreviewServiceBehaviour) -> PreviewDependencies {
        PreviewDependencies("preview preset, orders \(behaviour)") {
            var dependencies = Dependencies.preview()
            dependencies.orders = OrderService(
                place: { _, _ in try await behaviour.answer(empty: order) },
                orders: { try await behaviour.answer(empty: []) },
                order: { id in try await behaviour.answer(empty: try notFound(id)) })
            return dependencies
        }
    }

    private static func notFound(_ id: OrderID) throws -> Order { throw ServiceError.notFound("order \(id)") }

    private static func line(
        _ product: String, _ name: String, _ sku: String, _ variant: String, _ quantity: Int, _ cents: Int,
        sale: Int? = nil
    ) -> OrderLine? {
        guard
            let price = try? Price(
                regular: Money(minorUnits: cents, .usd), sale: sale.map { Money(minorUnits: $0, .usd) })
        else { return nil }
        return OrderLine(
            productID: ProductID(rawValue: product), productName: name, sku: SKUID(rawValue: sku),
            variantName: variant, quantity: quantity, price: price)
    }
}
