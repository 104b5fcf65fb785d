import Foundation

/// The coder settings of the v1 JSON contract, shared by the HTTP client (decoding) and the dev API
/// server (encoding) so both sides read and write the same shapes, and by the files the app keeps
/// (the cart, the order book) so that equal contents are equal bytes.
///
/// Amounts and dates travel as strings inside the DTOs, so no date or number strategy is needed here.
public enum JSONCoding {
    /// An encoder with stable key order (so equal values give equal bytes) and unescaped slashes.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A decoder for the contract's bodies.
    public static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }
}
