import Foundation
import ProcessTestSupport
import Testing

/// The cart lives in the data directory, so it outlives the process that changed it.
@Suite("Cart: persistence across runs")
struct CartPersistenceTests {
    @Test("a SKU added in one process is in the cart the next process shows")
    func addedLineSurvivesTheProcess() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku, "--quantity", "2"]))

        let cart = try await cli.json(["cart", "show"])
        let lines = cart["lines"] as? [[String: Any]] ?? []
        #expect(lines.count == 1)
        #expect(identifier(lines.first?["sku"]) == sku)
        #expect((lines.first?["quantity"] as? NSNumber)?.intValue == 2)
        #expect((cart["itemCount"] as? NSNumber)?.intValue == 2)
    }

    @Test("adding the same SKU again in a later process adds to its line")
    func repeatedAddAccumulates() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", sku]))
        expectSuccess(try await cli.run(["cart", "add", sku, "--quantity", "3"]))
        let lines = try await cli.json(["cart", "show"])["lines"] as? [[String: Any]] ?? []
        #expect(lines.count == 1)
        #expect((lines.first?["quantity"] as? NSNumber)?.intValue == 4)
    }

    @Test("remove and clear in later processes are seen by the next one")
    func removeAndClearPersist() async throws {
        let skus = try await CatalogSamples.inStockSKUs(count: 2)
        let cli = try await CLI.make()
        expectSuccess(try await cli.run(["cart", "add", skus[0]]))
        expectSuccess(try await cli.run(["cart", "add", skus[1]]))
        expectSuccess(try await cli.run(["cart", "remove", skus[0]]))
        let afterRemove = try await cli.json(["cart", "show"])["lines"] as? [[String: Any]] ?? []
        #expect(afterRemove.compactMap { identifier($0["sku"]) } == [skus[1]])
        expectSuccess(try await cli.run(["cart", "clear"]))
        let afterClear = try await cli.json(["cart", "show"])
        #expect((afterClear["lines"] as? [Any])?.isEmpty == true)
        #expect((afterClear["itemCount"] as? NSNumber)?.intValue == 0)
    }

    @Test("an empty data directory shows an empty cart")
    func freshDataDirectoryHasEmptyCart() async throws {
        let cli = try await CLI.make()
        let cart = try await cli.json(["cart", "show"])
        #expect((cart["lines"] as? [Any])?.isEmpty == true)
    }

    @Test("without --data-dir the cart lives under $XDG_DATA_HOME/vsm-shop")
    func defaultDataDirectoryFollowsXDG() async throws {
        let sku = try await CatalogSamples.inStockSKUs(count: 1)[0]
        let cli = try await CLI.make()
        let result = try await runProcess(cli.binary, ["cart", "add", sku], environment: cli.environment)
        expectSuccess(result)
        let folder = cli.sandbox.xdgDataHome.appendingPathComponent("vsm-shop").path
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(!contents.isEmpty, "nothing in \(folder)")
        #expect(cli.sandbox.dataFiles().isEmpty)
    }
}
