import Foundation
import Hummingbird
import Services

/// Reads a route's `{id}` segment, percent-decoded, refusing with 400 what cannot be an id.
enum PathParameter {
    /// The decoded text of a path parameter.
    static func text(_ name: String, in context: some RequestContext) throws(APIError) -> String {
        guard let raw = context.parameters.get(name), let decoded = raw.removingPercentEncoding, !decoded.isEmpty else {
            throw .badRequest("the '\(name)' in the path is empty or badly percent-encoded")
        }
        return decoded
    }

    /// A product or SKU id: decoded, at most ``V1ContractLimits/maximumIdentifierLength`` scalars.
    static func identifier(_ name: String, in context: some RequestContext) throws(APIError) -> String {
        let id = try text(name, in: context)
        guard id.unicodeScalars.count <= V1ContractLimits.maximumIdentifierLength else {
            throw .badRequest(
                "the '\(name)' in the path is longer than \(V1ContractLimits.maximumIdentifierLength) characters")
        }
        return id
    }

    /// An integer path parameter (blog entry ids).
    static func integer(_ name: String, in context: some RequestContext) throws(APIError) -> Int {
        guard let value = Int(try text(name, in: context)) else {
            throw .badRequest("the '\(name)' in the path must be an integer")
        }
        return value
    }
}
