import Domain
import FeatureKit
import TerminalUI
import VSMKit

extension OrderDetailView {
    /// One order's named previews: loaded, loading, failed (unknown id), long text, narrow.
    static var previews: [Preview] {
        typealias Data = CheckoutPreviewData
        let orders = Data.orders([Data.order, Data.longAndUnicodeOrder], named: "two orders")
        return [
            Preview("order: loaded", dependencies: orders) {
                showing(await CheckoutFeature.loadOrder(id: Data.order.id, dependencies: $0))
            },
            Preview("order: loading", dependencies: Data.orders(.hangs)) {
                OrderDetailView(orderID: Data.order.id, dependencies: $0)
            },
            Preview("order: not found", dependencies: orders) {
                showing(await CheckoutFeature.loadOrder(id: "o-999999", dependencies: $0))
            },
            Preview("order: long and unicode text", dependencies: orders) {
                showing(await CheckoutFeature.loadOrder(id: Data.longAndUnicodeOrder.id, dependencies: $0))
            },
            Preview("order: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 14)], dependencies: orders) {
                showing(await CheckoutFeature.loadOrder(id: Data.order.id, dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: OrderDetailViewState) -> OrderDetailView {
        OrderDetailView(state: ViewState(wrappedValue: state))
    }
}
