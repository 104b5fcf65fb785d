import Foundation

/// The JSON writer of `--json`: sorted keys (stable, diffable output), pretty-printed, dates in
/// ISO 8601, no escaped slashes, a final newline.
///
/// Text from the data is kept as is, but no control character reaches the output raw:
/// `JSONEncoder` escapes C0 controls (`\u001b`), and this writer also escapes DEL and the C1
/// controls (U+0080...U+009F, e.g. the one-byte CSI U+009B), which a terminal showing the JSON
/// could otherwise obey. The escaped output decodes to the same strings.
public enum JSONOutput {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return escapingRemainingControls(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// `json` with DEL and C1 controls as `\u` escapes. They can only occur inside strings (JSON's
    /// own syntax is plain ASCII), where an escape means the same character.
    static func escapingRemainingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: false)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value)
    }
}
