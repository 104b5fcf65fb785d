import APIServer
import Domain
import Foundation
import Hummingbird
import Services
import Testing

/// The contract document, `Packages/Services/openapi.yaml`, against what the Swift side holds: the
/// server's routes, `V1ContractLimits` and the DTOs. (Whether the server's answers fit the document
/// is `make contract-test`, schemathesis.)
@Suite struct OpenAPIDocumentTests {
    let document: OpenAPIDocument

    init() throws {
        document = try OpenAPIDocument()
    }

    /// Every route of the server, as `METHOD /path`.
    private func served() throws -> Set<String> {
        let router = APIApplication.buildRouter(
            configuration: APIServerConfiguration(), backend: .embedded(hostileText: false),
            orders: try OrderStore.inMemory())
        return Set(router.routes.map { "\($0.method) \($0.path)" })
    }

    @Test func everyRouteIsDocumentedAndEveryDocumentedOperationIsServed() throws {
        #expect(try served() == document.operations)
    }

    @Test func theDocumentsLimitsAreV1ContractLimits() throws {
        func range(_ name: String, of operation: String) throws -> (ClosedRange<Int>, default: Int?) {
            let schema = try document.parameterSchema(name, of: operation)
            let minimum = try #require(schema["minimum"] as? Int, "\(operation) \(name): minimum")
            let maximum = try #require(schema["maximum"] as? Int, "\(operation) \(name): maximum")
            return (minimum...maximum, schema["default"] as? Int)
        }
        let search = try range("limit", of: "searchProducts")
        #expect(search.0 == V1ContractLimits.searchResults)
        #expect(search.default == V1ContractLimits.defaultSearchResults)
        let featured = try range("limit", of: "featuredProducts")
        #expect(featured.0 == V1ContractLimits.featuredProducts)
        #expect(featured.default == V1ContractLimits.defaultFeaturedProducts)
        let page = try range("page", of: "blogEntries")
        #expect(page.0 == V1ContractLimits.blogPages)
        #expect(page.default == 1)
        let pageSize = try range("pageSize", of: "blogEntries")
        #expect(pageSize.0 == V1ContractLimits.blogPageSizes)
        #expect(pageSize.default == V1ContractLimits.defaultBlogPageSize)
        #expect(
            try document.parameterSchema("q", of: "searchProducts")["maxLength"] as? Int
                == V1ContractLimits.maximumSearchTermLength)
        for operation in ["product", "productContainingSKU"] {
            #expect(
                try document.parameterSchema("id", of: operation)["maxLength"] as? Int
                    == V1ContractLimits.maximumIdentifierLength, "\(operation)")
        }
    }

    /// Each example decodes with its DTO, passes the DTO's transform into the domain (the client's
    /// checks), and encodes back to the same JSON: no key the DTO lacks or drops. An example of a
    /// `oneOf` must round-trip through exactly one alternative.
    @Test func everyExampleRoundTripsThroughItsDTO() throws {
        var unchecked: Set<String> = []
        var checked = 0
        for example in try document.examples() {
            guard example.schemas.allSatisfy({ Self.roundTrips[$0] != nil }) else {
                unchecked.formUnion(example.schemas.filter { Self.roundTrips[$0] == nil })
                continue
            }
            let json = try Self.canonicalJSON(example.value)
            let matches = example.schemas.filter { schema in
                (try? Self.roundTrips[schema]?(Data(json.utf8))).map { (try? Self.canonicalJSON($0)) == json } ?? false
            }
            #expect(matches.count == 1, "\(example.place): \(json) fits \(matches) of \(example.schemas)")
            checked += 1
        }
        #expect(unchecked.isEmpty)
        #expect(checked >= 10, "the examples of the catalog, blog and error answers")
    }

    /// For each schema with a DTO in Services: decode, transform into the domain, encode back.
    static let roundTrips: [String: @Sendable (Data) throws -> Any] = [
        "ProductDTO": roundTrip(ProductDTO.self) { try Product(dto: $0) },
        "ProductSearchDTO": roundTrip(ProductSearchDTO.self) { try ProductSearch(dto: $0) },
        "ProductListDTO": roundTrip(ProductListDTO.self) { try [Product](dto: $0) },
        "BlogEntryDTO": roundTrip(BlogEntryDTO.self) { try BlogEntry(dto: $0) },
        "BlogPageDTO": roundTrip(BlogPageDTO.self) { try Page<BlogEntry>(dto: $0) },
        "PriceDTO": roundTrip(PriceDTO.self) { try Price(dto: $0) },
        "ErrorDTO": roundTrip(ErrorDTO.self) { _ in },
        "OrderDTO": roundTrip(OrderDTO.self) { try Order(dto: $0) },
        "OrderListDTO": roundTrip(OrderListDTO.self) { list in try list.orders.map { try Order(dto: $0) } },
        "OrderRequestDTO": roundTrip(OrderRequestDTO.self) { request in
            try request.lines.map { try Price(dto: $0.price) }
        },
        "PriceChangedDTO": roundTrip(PriceChangedDTO.self) { changed in
            try changed.changes.map { (try Price(dto: $0.was), try Price(dto: $0.now)) }
        },
    ]

    private static func roundTrip<DTO: Codable & Sendable>(
        _: DTO.Type, _ transform: @escaping @Sendable (DTO) throws -> some Any
    ) -> @Sendable (Data) throws -> Any {
        { data in
            let dto = try JSONCoding.makeDecoder().decode(DTO.self, from: data)
            _ = try transform(dto)
            return try JSONSerialization.jsonObject(with: JSONCoding.makeEncoder().encode(dto))
        }
    }

    /// A JSON value as text with sorted keys, so equal values compare equal.
    private static func canonicalJSON(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }
}
