import Foundation
import ProcessTestSupport
import Testing

/// Catalog text with terminal escape sequences (served by `api-server --hostile-text`) is printed
/// harmlessly: the human output holds no ESC, BEL or C1 control, whatever the data holds.
@Suite("Hostile catalog text is printed harmlessly")
struct HostileTextTests {
    @Test("products search, products show, blog list and blog show print no control characters")
    func hostileTextIsSanitised() async throws {
        try await DevServer.with(["--hostile-text"]) { server in
            let hostile = try await HostileSamples.find(on: server)
            try #require(!hostile.products.isEmpty, "the server served no product with control characters")
            try #require(!hostile.blogEntries.isEmpty, "the server served no blog entry with control characters")
            let cli = try await CLI.make(api: server.baseURL)

            var runs: [ProcessResult] = []
            for (id, name) in hostile.products.prefix(3) {
                runs.append(try await cli.run(["products", "show", id]))
                if let term = try await searchTerm(finding: id, named: name, cli: cli) {
                    runs.append(try await cli.run(["products", "search", term, "--limit", "100"]))
                }
            }
            #expect(runs.count > hostile.products.prefix(3).count, "no search term found any hostile product")
            for id in hostile.blogEntries.prefix(3) {
                runs.append(try await cli.run(["blog", "show", id]))
            }
            for page in try await blogPages(holding: Set(hostile.blogEntries), cli: cli) {
                runs.append(try await cli.run(["blog", "list", "--page", String(page)]))
            }
            for run in runs {
                expectSuccess(run)
                let controls = terminalControlScalars(in: run.standardOutput)
                #expect(
                    controls.isEmpty,
                    "control characters \(controls.map { String($0.value, radix: 16) }) in the output of:\n\(run)")
                #expect(terminalControlScalars(in: run.standardError).isEmpty, "control characters on stderr:\n\(run)")
            }
        }
    }

    @Test("--json keeps hostile text intact but escaped")
    func jsonEscapesHostileText() async throws {
        try await DevServer.with(["--hostile-text"]) { server in
            let hostile = try await HostileSamples.find(on: server)
            let (id, _) = try #require(hostile.products.first)
            let cli = try await CLI.make(api: server.baseURL)
            let result = try await cli.run(["products", "show", id, "--json"])
            expectSuccess(result)
            #expect(!result.standardOutput.unicodeScalars.contains("\u{1B}"), "raw ESC in JSON output")
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any]
            let text = HostileSamples.strings(in: object as Any).joined()
            #expect(!terminalControlScalars(in: text).isEmpty, "the escaped JSON lost the hostile characters")
        }
    }

    /// A word of the product's name that the CLI's search finds it by.
    private func searchTerm(finding id: String, named name: String, cli: CLI) async throws -> String? {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { $0.count >= 3 }
        for word in words.prefix(6) {
            let result = try await cli.run(["products", "search", word, "--limit", "100", "--json"])
            guard result.termination == .exited(0),
                let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any]
            else { continue }
            let ids = (object["results"] as? [[String: Any]] ?? []).compactMap { identifier($0["id"]) }
            if ids.contains(id) { return word }
        }
        return nil
    }

    /// The `blog list` pages (of the CLI's page size) that hold any of `ids`; at most 3.
    private func blogPages(holding ids: Set<String>, cli: CLI) async throws -> [Int] {
        var pages: [Int] = []
        var page = 1
        while page <= 50, pages.count < 3 {
            let object = try await cli.json(["blog", "list", "--page", String(page)])
            let entries = object["entries"] as? [[String: Any]] ?? []
            if entries.contains(where: { identifier($0["id"]).map(ids.contains) == true }) { pages.append(page) }
            guard (object["hasNextPage"] as? Bool) == true else { break }
            page += 1
        }
        return pages
    }
}

/// Finds, over raw HTTP, the products and blog entries whose text holds control characters.
enum HostileSamples {
    struct Found: Sendable {
        /// (id, name) of each hostile product.
        var products: [(String, String)] = []
        var blogEntries: [String] = []
    }

    static func find(on server: DevServer) async throws -> Found {
        var found = Found()
        var seenProducts: Set<String> = []
        var productPaths = ["/v1/products/featured?limit=100"]
        for term in ["a", "e", "i", "o", "u", "oak", "shirt"] {
            productPaths.append("/v1/products?q=\(term)&limit=100")
        }
        for path in productPaths {
            let response = try await RawHTTPResponse.get(port: Int(server.port), path)
            guard let response, response.status == 200,
                let json = try? JSONSerialization.jsonObject(with: Data(response.decodedBody))
            else {
                continue
            }
            for object in objectsWithHostileText(in: json) {
                guard let id = identifier(object["id"]), let name = object["name"] as? String,
                    seenProducts.insert(id).inserted
                else { continue }
                found.products.append((id, name))
            }
        }
        var page = 1
        while page <= 100 {
            let response = try await RawHTTPResponse.get(
                port: Int(server.port), "/v1/blog/entries?page=\(page)&pageSize=50")
            guard let response, response.status == 200,
                let json = try? JSONSerialization.jsonObject(with: Data(response.decodedBody)) as? [String: Any]
            else { break }
            for object in objectsWithHostileText(in: json) where object["title"] != nil {
                if let id = identifier(object["id"]) { found.blogEntries.append(id) }
            }
            guard (json["hasNextPage"] as? Bool) == true else { break }
            page += 1
        }
        return found
    }

    /// Every JSON object with an `id` whose own strings (deeply) hold a control character.
    static func objectsWithHostileText(in json: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["id"] != nil, !terminalControlScalars(in: strings(in: object).joined(separator: " ")).isEmpty
                {
                    found.append(object)
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        return found
    }

    /// Every string inside a JSON value.
    static func strings(in value: Any) -> [String] {
        if let text = value as? String { return [text] }
        if let object = value as? [String: Any] { return object.values.flatMap(strings) }
        if let array = value as? [Any] { return array.flatMap(strings) }
        return []
    }
}
