import Domain

/// One cart line in JSON:
/// `{"sku","productId","productName","variant","quantity","unitPrice":PriceDocument,"regularTotal","savings","total"}`.
public struct CartLineDocument: Codable, Hashable, Sendable {
    public let sku: String
    public let productId: String
    public let productName: String
    public let variant: String
    public let quantity: Int
    public let unitPrice: PriceDocument
    public let regularTotal: String
    public let savings: String
    public let total: String

    public init(_ line: CartLine) {
        sku = line.sku.rawValue
        productId = line.productID.rawValue
        productName = line.productName
        variant = line.variantName
        quantity = line.quantity
        unitPrice = PriceDocument(line.unitPrice)
        regularTotal = line.regularTotal.decimalString
        savings = line.savings.decimalString
        total = line.total.decimalString
    }
}
