import Services

// The orders half of the v1 contract, as the server reads and writes it. These shapes belong in
// Services (the client decodes the same ones); until Services has them, the server defines its own
// here, with the contract's names, so folding them is a matter of deleting this file.

/// The body of `POST /v1/orders`: the lines the customer confirmed, at the prices they saw.
struct OrderRequestDTO: Codable, Hashable, Sendable {
    struct Line: Codable, Hashable, Sendable {
        var sku: String
        var quantity: Int
        var price: PriceDTO
    }

    var currency: String
    var lines: [Line]
}

/// A placed order: `{"id":"o-000001","status":"placed","placedAt":…,"currency":…,"lines":[…]}`.
struct OrderDTO: Codable, Hashable, Sendable {
    struct Line: Codable, Hashable, Sendable {
        var sku: String
        var productId: String
        var productName: String
        var variantName: String
        var quantity: Int
        var price: PriceDTO
    }

    var id: String
    var status: String
    var placedAt: String
    var currency: String
    var lines: [Line]
}

/// The answer of `GET /v1/orders`: the caller's orders, newest first.
struct OrderListDTO: Codable, Hashable, Sendable {
    var orders: [OrderDTO]
}

/// The 409 answer when a confirmed price is no longer the SKU's price: the error body plus each
/// change.
struct PriceChangedDTO: Codable, Hashable, Sendable {
    struct Change: Codable, Hashable, Sendable {
        var sku: String
        var was: PriceDTO
        var now: PriceDTO
    }

    var error: ErrorDTO.Detail
    var changes: [Change]
}
