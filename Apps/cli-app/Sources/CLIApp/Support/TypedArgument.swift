import ArgumentParser
import Domain
import Foundation
import Synchronization

/// Ids, SKUs, search terms and the `--api` URL, parsed once by ArgumentParser
/// (`@Argument(transform:)`) with ``InputValidation``'s checks: a command's `run()` receives the
/// typed value and checks nothing again.
enum TypedArgument {
    static func productID(_ text: String) throws -> ProductID {
        ProductID(try sentence { try InputValidation.identifier(text, kind: "product id") })
    }

    static func skuID(_ text: String) throws -> SKUID {
        SKUID(try sentence { try InputValidation.identifier(text, kind: "SKU") })
    }

    /// The trimmed term.
    static func searchTerm(_ text: String) throws -> String {
        try sentence { try InputValidation.searchTerm(text) }
    }

    static func apiBaseURL(_ text: String) throws -> URL {
        try sentence { try InputValidation.apiBaseURL(text) }
    }

    /// The sentence of the first typed argument that failed during one parse.
    ///
    /// ArgumentParser reports a failed transform as `The value '…' is invalid for '<sku>': the SKU
    /// is empty`; the usage line says the sentence alone, as for every other usage error. A
    /// task-local, so in-process runs in parallel (the tests) do not mix their failures.
    final class Failure: Sendable {
        private let first = Mutex<String?>(nil)

        var message: String? { first.withLock { $0 } }

        fileprivate func record(_ message: String) {
            first.withLock { if $0 == nil { $0 = message } }
        }
    }

    @TaskLocal static var failure: Failure?

    private static func sentence<Value>(_ check: () throws -> Value) throws -> Value {
        do {
            return try check()
        } catch let error as ValidationError {
            failure?.record(error.message)
            throw error
        }
    }
}
