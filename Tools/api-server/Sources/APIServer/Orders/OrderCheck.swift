import Domain
import Services

/// Checks an order request against the catalog, as the contract orders the checks: the request's
/// own shape (400), then emptiness and unknown SKUs (422), then prices (409 `price_changed`, every
/// change at once), then stock (409 `insufficient_stock`). Stock is checked, not taken: the catalog
/// is read-only seed data.
struct OrderCheck: Sendable {
    let products: ProductService

    /// The lines to store, each with the SKU's product and variant names.
    /// - Throws: ``APIError`` or ``PricesChanged``.
    func lines(for request: OrderRequestDTO) async throws -> [OrderLineDTO] {
        let confirmed = try Self.confirmedPrices(request)
        guard !request.lines.isEmpty else {
            throw APIError(status: .unprocessableContent, code: "empty_order", message: "the order has no lines")
        }
        var found: [(product: Product, sku: SKU)] = []
        for line in request.lines {
            let id = SKUID(line.sku)
            let product: Product
            do {
                product = try await products.productContainingSKU(id)
            } catch ServiceError.notFound {
                throw APIError(
                    status: .unprocessableContent, code: "unknown_sku", message: "unknown SKU \(line.sku)")
            }
            guard let sku = product.skus.first(where: { $0.id == id }) else {
                throw APIError(status: .unprocessableContent, code: "unknown_sku", message: "unknown SKU \(line.sku)")
            }
            found.append((product, sku))
        }
        let changes = zip(request.lines, zip(confirmed, found)).compactMap { line, pair in
            let (seen, (_, sku)) = pair
            return seen == sku.price
                ? nil : PriceChangedDTO.Change(sku: line.sku, was: line.price, now: PriceDTO(sku.price))
        }
        if !changes.isEmpty { throw PricesChanged(changes: changes) }
        var requested: [SKUID: Int] = [:]
        for (line, (_, sku)) in zip(request.lines, found) {
            requested[sku.id, default: 0] += line.quantity
            let total = requested[sku.id, default: 0]
            guard total <= sku.stock else {
                throw APIError(
                    status: .conflict, code: "insufficient_stock",
                    message: "not enough stock for SKU \(line.sku): \(total) requested, \(sku.stock) available")
            }
        }
        return zip(request.lines, found).map { line, pair in
            OrderLineDTO(
                sku: line.sku, productId: pair.product.id.rawValue, productName: pair.product.name,
                variantName: pair.sku.variantName, quantity: line.quantity, price: PriceDTO(pair.sku.price))
        }
    }

    /// Each line's confirmed price as a domain price, after checking quantities, SKU ids and
    /// currencies.
    /// - Throws: ``APIError`` 400 naming the first bad line.
    static func confirmedPrices(_ request: OrderRequestDTO) throws(APIError) -> [Price] {
        var prices: [Price] = []
        for (index, line) in request.lines.enumerated() {
            guard quantities.contains(line.quantity) else {
                throw .badRequest(
                    "lines[\(index)].quantity must be from \(quantities.lowerBound) to \(quantities.upperBound), not \(line.quantity)"
                )
            }
            guard !line.sku.isEmpty, line.sku.unicodeScalars.count <= V1ContractLimits.maximumIdentifierLength else {
                throw .badRequest(
                    "lines[\(index)].sku must be 1 to \(V1ContractLimits.maximumIdentifierLength) characters")
            }
            guard line.price.currency == request.currency else {
                throw .badRequest("lines[\(index)].price.currency is not the order's currency \(request.currency)")
            }
            do {
                prices.append(try Price(dto: line.price))
            } catch {
                guard case .badPayload(let problem) = error else {
                    throw .badRequest("lines[\(index)].price is not valid")
                }
                throw .badRequest("lines[\(index)].price: \(problem)")
            }
        }
        return prices
    }

    /// How many of one SKU a line may order.
    static let quantities = 1...999
}

/// 409 `price_changed`: confirmed prices that are no longer the SKUs' prices.
struct PricesChanged: Error, Sendable {
    let changes: [PriceChangedDTO.Change]

    var body: PriceChangedDTO {
        let skus = changes.map(\.sku).joined(separator: ", ")
        return PriceChangedDTO(
            error: ErrorDTO.Detail(code: "price_changed", message: "the price changed for SKU \(skus)"),
            changes: changes)
    }
}
