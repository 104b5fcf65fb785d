import APIServer
import Domain
import Foundation
import Hummingbird
import Services
import Testing

/// `--hostile-text` serves names with escape sequences; on the wire they travel JSON-escaped (no
/// raw control bytes), and decode back to exactly the hostile text a client must sanitise.
@Suite struct HostileTextTests {
    private static let backend = CatalogBackend.embedded(hostileText: true)
    private static let configuration = APIServerConfiguration(port: 0)

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isHostile(_ product: ProductDTO) -> Bool {
        product.name.unicodeScalars.contains(where: isControl)
    }

    @Test func hostileNamesTravelEscapedAndDecodeUnchanged() async throws {
        let hostile = try #require(
            try await Self.backend.products.featured(100).first {
                $0.name.unicodeScalars.contains(where: Self.isControl)
            })
        try await TestServer.withRunningServer(Self.configuration, backend: Self.backend) { client in
            let response = try await client.execute(uri: "/v1/products/\(hostile.id.rawValue)", method: .get)
            #expect(response.status == .ok)
            let bytes = Array(buffer: response.body)
            #expect(!bytes.contains(0x1B), "no raw ESC byte on the wire")
            #expect(!bytes.contains { $0 < 0x20 }, "no raw control byte on the wire")
            #expect(try response.body.decode(ProductDTO.self).name == hostile.name)
        }
    }

    /// The README's ways of seeing the hostile names: the featured list and a search for "hostile".
    @Test(arguments: ["/v1/products/featured?limit=100", "/v1/products?q=hostile&limit=100"])
    func theDocumentedRequestsShowHostileNames(_ uri: String) async throws {
        try await TestServer.withRunningServer(Self.configuration, backend: Self.backend) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .ok)
            let products =
                uri.contains("featured")
                ? try response.body.decode(ProductListDTO.self).products
                : try response.body.decode(ProductSearchDTO.self).results
            #expect(products.contains { $0.id == "p-hostile-1" && Self.isHostile($0) })
        }
    }

    @Test func theStandardCatalogHasNoHostileNames() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products/featured?limit=100", method: .get)
            let products = try response.body.decode(ProductListDTO.self).products
            #expect(!products.isEmpty)
            #expect(!products.contains(where: Self.isHostile))
        }
    }
}
