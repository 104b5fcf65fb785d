import Domain
import Foundation

/// The cart file's format, version 1:
///
/// ```json
/// {"currency": "USD", "lines": [{"availableStock": 12, "productID": "p-0001", "productName": "Oak Chair",
///   "quantity": 2, "regular": "249.00", "sale": "199.00", "sku": "p-0001-natural", "variantName": "Natural"}],
///  "version": 1}
/// ```
///
/// Keys are written in order (``JSONCoding``), so equal carts are equal bytes. Amounts are decimal
/// strings in the file's currency; `sale` is absent when not on sale. Reading checks every rule
/// again (``Cart/init(lines:)``), so a hand-edited file cannot make a bad cart.
enum CartFile {
    static let version = 1

    /// Why bytes are not a cart this code can use.
    enum Problem: Error, Equatable {
        case unsupportedVersion(Int)
        case malformed(String)
    }

    private struct VersionProbe: Decodable {
        let version: Int
    }

    private struct FileV1: Codable {
        var version: Int
        var currency: String
        var lines: [Line]
    }

    private struct Line: Codable {
        var productID: String
        var productName: String
        var sku: String
        var variantName: String
        var regular: String
        var sale: String?
        var quantity: Int
        var availableStock: Int
    }

    static func encode(_ cart: Cart) throws -> Data {
        let file = FileV1(
            version: version, currency: (cart.currency ?? .usd).code,
            lines: cart.lines.map { line in
                Line(
                    productID: line.productID.rawValue, productName: line.productName, sku: line.sku.rawValue,
                    variantName: line.variantName, regular: line.unitPrice.regular.decimalString,
                    sale: line.unitPrice.sale?.decimalString, quantity: line.quantity,
                    availableStock: line.availableStock)
            })
        return try JSONCoding.makeEncoder().encode(file)
    }

    static func decode(_ data: Data) throws(Problem) -> Cart {
        let decoder = JSONCoding.makeDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw .malformed("not a cart file: \(error)")
        }
        guard probe.version == version else { throw .unsupportedVersion(probe.version) }
        do {
            let file = try decoder.decode(FileV1.self, from: data)
            let currency = try Currency(code: file.currency)
            // Carts repeat amounts; parsing each distinct one once keeps large carts quick to load.
            var amounts: [String: Money] = [:]
            func money(_ text: String) throws(MoneyError) -> Money {
                if let known = amounts[text] { return known }
                let parsed = try Money(parsing: text, currency)
                amounts[text] = parsed
                return parsed
            }
            let lines = try file.lines.map { line in
                CartLine(
                    productID: ProductID(line.productID), productName: line.productName, sku: SKUID(line.sku),
                    variantName: line.variantName,
                    unitPrice: try Price(regular: try money(line.regular), sale: try line.sale.map(money)),
                    quantity: line.quantity, availableStock: line.availableStock)
            }
            return try Cart(lines: lines)
        } catch {
            throw .malformed("\(error)")
        }
    }
}
