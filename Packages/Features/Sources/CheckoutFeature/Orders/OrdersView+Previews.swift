import Domain
import FeatureKit
import TerminalUI
import VSMKit

extension OrdersView {
    /// The orders list's named previews: loaded, loading, failed, none yet, long text, narrow.
    static var previews: [Preview] {
        typealias Data = CheckoutPreviewData
        let two = Data.orders([Data.order, Data.olderOrder], named: "two orders")
        return [
            Preview("orders: loaded", dependencies: two) {
                showing(await CheckoutFeature.loadOrders(dependencies: $0))
            },
            Preview("orders: loading", dependencies: Data.orders(.hangs)) { OrdersView(dependencies: $0) },
            Preview("orders: load failed", dependencies: Data.orders(.fails(.unauthorized))) {
                showing(await CheckoutFeature.loadOrders(dependencies: $0))
            },
            Preview("orders: none yet") { showing(await CheckoutFeature.loadOrders(dependencies: $0)) },
            Preview("orders: second selected", dependencies: two, keys: [.down]) {
                showing(await CheckoutFeature.loadOrders(dependencies: $0))
            },
            Preview("orders: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 14)], dependencies: two) {
                showing(await CheckoutFeature.loadOrders(dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: OrdersViewState) -> OrdersView {
        OrdersView(state: ViewState(wrappedValue: state))
    }
}
