import Domain

extension ProductService {
    /// The current price and stock of each SKU the catalog knows; an unknown SKU is left out (the
    /// draft's rules then refuse it by name). Other errors (offline, say) are thrown.
    func availability(of skus: [SKUID]) async throws -> [SKUID: OrderDraft.Availability] {
        var result: [SKUID: OrderDraft.Availability] = [:]
        for sku in skus where result[sku] == nil {
            do {
                let product = try await productContainingSKU(sku)
                if let item = product.sku(id: sku) { result[sku] = (item.price, item.stock) }
            } catch ServiceError.notFound {
                continue
            }
        }
        return result
    }
}
