import Foundation
import Yams

/// The contract, `Packages/Services/openapi.yaml`, read as plain values (no OpenAPI model: the tests
/// need its paths, a few parameters and the examples).
struct OpenAPIDocument {
    /// The file, found from this file's place (Tools/api-server/Tests/APIServerTests/Support).
    static let location = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // APIServerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // api-server
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Packages/Services/openapi.yaml")

    /// One example of a JSON body: where it stands, the named schemas it may be (one, or the
    /// alternatives of a `oneOf`), and the value.
    struct Example {
        var place: String
        var schemas: [String]
        var value: Any
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    private static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    let root: [String: Any]

    init(contentsOf url: URL = Self.location) throws {
        guard let root = try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any] else {
            throw Problem(description: "\(url.path) is not a YAML mapping")
        }
        self.root = root
    }

    /// Every operation as `METHOD /path`, e.g. `GET /v1/products/{id}`.
    var operations: Set<String> {
        let paths = root["paths"] as? [String: Any] ?? [:]
        return Set(
            paths.flatMap { path, item in
                Self.methods.filter { (item as? [String: Any])?[$0] != nil }.map { "\($0.uppercased()) \(path)" }
            })
    }

    /// The operation with this `operationId`.
    func operation(_ id: String) throws -> [String: Any] {
        let paths = root["paths"] as? [String: Any] ?? [:]
        for item in paths.values.compactMap({ $0 as? [String: Any] }) {
            for method in Self.methods {
                if let operation = item[method] as? [String: Any], operation["operationId"] as? String == id {
                    return operation
                }
            }
        }
        throw Problem(description: "no operation \(id)")
    }

    /// The schema of an operation's parameter (a `$ref` to a shared parameter followed).
    func parameterSchema(_ name: String, of operationId: String) throws -> [String: Any] {
        let parameters = try operation(operationId)["parameters"] as? [Any] ?? []
        for case var parameter as [String: Any] in parameters {
            if let reference = parameter["$ref"] as? String { parameter = try resolve(reference) }
            if parameter["name"] as? String == name, let schema = parameter["schema"] as? [String: Any] {
                return schema
            }
        }
        throw Problem(description: "\(operationId) has no parameter \(name)")
    }

    /// The value a local `$ref` such as `#/components/parameters/CatalogID` points to.
    func resolve(_ reference: String) throws -> [String: Any] {
        guard reference.hasPrefix("#/") else { throw Problem(description: "not a local reference: \(reference)") }
        var value: Any = root
        for key in reference.dropFirst(2).split(separator: "/") {
            guard let next = (value as? [String: Any])?[String(key)] else {
                throw Problem(description: "\(reference) points nowhere")
            }
            value = next
        }
        guard let object = value as? [String: Any] else { throw Problem(description: "\(reference) is not a mapping") }
        return object
    }

    /// Every example of a JSON body (requests and answers, shared answers included), with the named
    /// schemas it may be.
    func examples() throws -> [Example] {
        var found: [Example] = []
        let paths = root["paths"] as? [String: Any] ?? [:]
        for (path, item) in paths {
            for method in Self.methods {
                guard let operation = (item as? [String: Any])?[method] as? [String: Any] else { continue }
                let place = "\(method.uppercased()) \(path)"
                if let body = operation["requestBody"] as? [String: Any] {
                    found += try examples(in: body, at: place + " request")
                }
                for (status, answer) in operation["responses"] as? [String: Any] ?? [:] {
                    guard var answer = answer as? [String: Any] else { continue }
                    if let reference = answer["$ref"] as? String { answer = try resolve(reference) }
                    found += try examples(in: answer, at: "\(place) \(status)")
                }
            }
        }
        return found
    }

    private func examples(in body: [String: Any], at place: String) throws -> [Example] {
        guard let media = (body["content"] as? [String: Any])?["application/json"] as? [String: Any],
            let schema = media["schema"] as? [String: Any]
        else { return [] }
        let alternatives = (schema["oneOf"] as? [[String: Any]]) ?? [schema]
        let names = alternatives.compactMap { ($0["$ref"] as? String)?.split(separator: "/").last.map(String.init) }
        var values: [(String, Any)] = []
        if let example = media["example"] { values.append((place, example)) }
        for (name, example) in media["examples"] as? [String: Any] ?? [:] {
            if let value = (example as? [String: Any])?["value"] { values.append(("\(place) \(name)", value)) }
        }
        return values.map { Example(place: $0, schemas: names, value: $1) }
    }
}
