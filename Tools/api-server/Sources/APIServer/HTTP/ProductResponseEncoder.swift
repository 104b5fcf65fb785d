import Domain
import Foundation
import Hummingbird
import Services
import Synchronization

/// Encodes the product answers of the contract, each product's JSON made once and reused.
///
/// A search answer holds up to 100 whole products; encoding them afresh with `JSONEncoder` for
/// every request made search ten times slower than a lookup by id. The bytes are exactly what
/// `JSONCoding.makeEncoder()` writes for the DTO (sorted keys, so `query` < `results` < `total`),
/// which a test checks; a cached product is reused only while the backend still returns an equal
/// value for its id.
final class ProductResponseEncoder: Sendable {
    private struct Encoded: Sendable {
        let product: Product
        let json: [UInt8]
    }

    /// Enough for any catalog the server is given; past it, products are encoded every time.
    static let maximumCachedProducts = 100_000

    private let cache = Mutex<[ProductID: Encoded]>([:])

    init() {}

    /// 200 with a ProductDTO.
    func product(_ product: Product) throws -> Response {
        let json = try encodedProducts([product])[0]
        return JSONResponse.ok(json: ByteBuffer(bytes: json))
    }

    /// 200 with a ProductSearchDTO: `{"query":…,"results":[…],"total":…}`.
    func search(_ search: ProductSearch) throws -> Response {
        let products = try encodedProducts(search.results)
        let query = try JSONCoding.makeEncoder().encode(search.query)
        var body = ByteBuffer()
        body.reserveCapacity(products.reduce(64 + query.count) { $0 + $1.count + 1 })
        body.writeString(#"{"query":"#)
        body.writeBytes(query)
        body.writeString(#","results":"#)
        Self.writeArray(products, to: &body)
        body.writeString(#","total":\#(search.total)}"#)
        return JSONResponse.ok(json: body)
    }

    /// 200 with a ProductListDTO: `{"products":[…]}`.
    func list(_ products: [Product]) throws -> Response {
        let encoded = try encodedProducts(products)
        var body = ByteBuffer()
        body.reserveCapacity(encoded.reduce(16) { $0 + $1.count + 1 })
        body.writeString(#"{"products":"#)
        Self.writeArray(encoded, to: &body)
        body.writeString("}")
        return JSONResponse.ok(json: body)
    }

    /// Each product's JSON, from the cache where it holds an equal product, encoded otherwise.
    func encodedProducts(_ products: [Product]) throws -> [[UInt8]] {
        var found = cache.withLock { cache in
            products.map { product in cache[product.id].flatMap { $0.product == product ? $0.json : nil } }
        }
        var made: [Encoded] = []
        let encoder = JSONCoding.makeEncoder()
        for index in found.indices where found[index] == nil {
            let json = Array(try encoder.encode(ProductDTO(products[index])))
            found[index] = json
            made.append(Encoded(product: products[index], json: json))
        }
        if !made.isEmpty {
            cache.withLock { cache in
                for encoded in made where cache.count < Self.maximumCachedProducts {
                    cache[encoded.product.id] = encoded
                }
            }
        }
        return found.map { $0 ?? [] }
    }

    private static func writeArray(_ elements: [[UInt8]], to body: inout ByteBuffer) {
        body.writeString("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { body.writeString(",") }
            body.writeBytes(element)
        }
        body.writeString("]")
    }
}
