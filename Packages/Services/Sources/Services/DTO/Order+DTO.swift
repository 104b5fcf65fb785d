import Domain
import Foundation

extension Order {
    /// The order an ``OrderDTO`` describes, every field checked.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the field (an unknown status, a bad date, no
    ///   lines, a line in another currency, a quantity below 1).
    public init(dto: OrderDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: OrderDTO, at path: FieldPath) throws(ServiceError) {
        guard !dto.id.isBlank else { throw path.key("id").problem("is empty") }
        guard let status = OrderStatus(rawValue: dto.status) else {
            throw path.key("status").problem("unknown status '\(dto.status)'")
        }
        guard let placedAt = ContractDate.date(from: dto.placedAt) else {
            throw path.key("placedAt").problem("'\(dto.placedAt)' is not an ISO 8601 date")
        }
        guard !dto.lines.isEmpty else { throw path.key("lines").problem("an order has at least one line") }
        var lines: [OrderLine] = []
        for (index, line) in dto.lines.enumerated() {
            let linePath = path.key("lines").index(index)
            let price = try Price(dto: line.price, at: linePath.key("price"))
            guard price.currency.code == dto.currency else {
                throw linePath.key("price").key("currency").problem(
                    "'\(price.currency.code)' is not the order's \(dto.currency)")
            }
            guard line.quantity >= 1 else { throw linePath.key("quantity").problem("\(line.quantity) is below 1") }
            lines.append(
                OrderLine(
                    productID: ProductID(line.productId), productName: line.productName, sku: SKUID(line.sku),
                    variantName: line.variantName, quantity: line.quantity, price: price))
        }
        self.init(id: OrderID(dto.id), status: status, placedAt: placedAt, lines: lines)
    }
}

extension PriceChange {
    /// A change from a 409 `price_changed` answer. - Throws: ``ServiceError/badPayload(_:)``.
    init(dto: PriceChangedDTO.Change, at path: FieldPath) throws(ServiceError) {
        self.init(
            sku: SKUID(dto.sku), was: try Price(dto: dto.was, at: path.key("was")),
            now: try Price(dto: dto.now, at: path.key("now")))
    }
}
