import Foundation
import Testing

@testable import Domain

struct MoneyParsingTests {
    @Test(
        "Parses a plain decimal string exactly",
        arguments: [
            ("19.99", "19.99"),
            ("0", "0"),
            ("-5.5", "-5.5"),
            (" 19.99 ", "19.99"),
            ("1234567.891", "1234567.891"),
            ("0.1", "0.1"),
            ("007", "7"),
            (".5", "0.5"),
            ("5.", "5"),
        ])
    func parsesAPlainDecimalString(text: String, expected: String) throws {
        let parsed = try Money(parsing: text, .usd)
        #expect(parsed.amount == (try decimal(expected)))
        #expect(parsed.currency == .usd)
    }

    @Test func parsingKeepsPrecisionBeyondTheMinorUnits() throws {
        let parsed = try Money(parsing: "2.675", .usd)
        #expect(parsed.amount == (try decimal("2.675")))
        #expect(parsed.rounded.amount == (try decimal("2.68")))
    }

    @Test(
        "Rejects text that is not a plain decimal amount",
        arguments: [
            "", " ", "abc", "1e5", "1E5", "19,99", "1,234.50", "NaN", "nan", "inf", "$19.99", "19.99 USD", "+5",
            "1.2.3", "1-2", "-", ".", "-.", "--1", "1 000", "١٢", "0x10", "19.99\n5",
        ])
    func rejectsTextThatIsNotAnAmount(text: String) {
        #expect(throws: MoneyError.invalidAmount(text)) {
            try Money(parsing: text, .usd)
        }
    }
}

/// `Money(parsing:)` trims only text with space at an end; what it trims is Foundation's `.whitespaces`.
struct MoneyParsingTrimTests {
    @Test(arguments: ["19.99", " 19.99", "19.99\t", "\u{200B}19.99", "19.99\u{00A0}", "\u{3000}1\u{3000}", "\t-2.5 "])
    func spaceAtEitherEndIsTrimmedAsFoundationTrimsIt(text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        #expect(trimmed != text || text == "19.99")
        #expect(try Money(parsing: text, .usd) == Money(parsing: trimmed, .usd))
    }

    @Test func aLineBreakAtAnEndIsNotTrimmed() {
        #expect(throws: MoneyError.self) { try Money(parsing: "19.99\n", .usd) }
    }
}
