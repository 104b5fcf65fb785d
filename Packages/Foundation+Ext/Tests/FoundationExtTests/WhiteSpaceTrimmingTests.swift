import Foundation
import FoundationExt
import Testing

/// `trimmingWhiteSpace` stands in for Foundation's `trimmingCharacters(in:)` (without its
/// `NSString` bridging): it must trim exactly what Foundation trims, scalar for scalar.
@Suite struct WhiteSpaceTrimmingTests {
    /// Every Unicode scalar Foundation counts as white space or a line break, and their neighbours.
    static let candidates: [Unicode.Scalar] = (UInt32(0)...0x3100).compactMap { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return CharacterSet.whitespacesAndNewlines.contains(scalar) || scalar.properties.isWhitespace
            || value < 0x80 ? scalar : nil
    }

    @Test(arguments: [true, false])
    func eachScalarAtEitherEndIsTrimmedAsFoundationTrimsIt(includingLineBreaks: Bool) {
        let set: CharacterSet = includingLineBreaks ? .whitespacesAndNewlines : .whitespaces
        var differences: [String] = []
        for scalar in Self.candidates {
            let text = "\(scalar)\(scalar)a\(scalar)b\(scalar)"
            let expected = text.trimmingCharacters(in: set)
            if text.trimmingWhiteSpace(includingLineBreaks: includingLineBreaks) != expected {
                differences.append("U+" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        #expect(differences.isEmpty, "trimmed differently: \(differences)")
    }

    @Test(arguments: [true, false])
    func textThatIsAllSpaceOrEmptyOrAccentedTrimsAsFoundationDoes(includingLineBreaks: Bool) {
        let set: CharacterSet = includingLineBreaks ? .whitespacesAndNewlines : .whitespaces
        let texts = [
            "", " ", "\u{3000}\u{200B}\t", " \u{301}oak\u{301} ", "\r\n oak chair \n", "\u{2028}x\u{2029}",
            "🪑 \u{1F3FD} ", "e\u{301}",
        ]
        for text in texts {
            #expect(
                text.trimmingWhiteSpace(includingLineBreaks: includingLineBreaks)
                    == text.trimmingCharacters(in: set), "\(text.debugDescription)")
        }
    }
}
