import FoundationExt
import Testing

struct PaddingTests {
    @Test func leftAlignmentPadsAfterTheText() {
        #expect("abc".padded(toWidth: 6) == "abc   ")
        #expect("abc".padded(toWidth: 6, alignment: .left) == "abc   ")
    }

    @Test func rightAlignmentPadsBeforeTheText() {
        #expect("42".padded(toWidth: 5, alignment: .right) == "   42")
    }

    @Test func centerAlignmentSplitsThePaddingWithTheOddColumnOnTheRight() {
        #expect("ab".padded(toWidth: 6, alignment: .center) == "  ab  ")
        #expect("ab".padded(toWidth: 5, alignment: .center) == " ab  ")
    }

    @Test func wideCharactersArePaddedByColumnsNotCharacters() {
        #expect("日本".padded(toWidth: 6) == "日本  ")
        #expect("日本".padded(toWidth: 6, alignment: .center) == " 日本 ")
        #expect("🇯🇵".padded(toWidth: 3, alignment: .right) == " 🇯🇵")
        #expect("e\u{0301}".padded(toWidth: 3) == "e\u{0301}  ")
    }

    @Test func textThatIsTooLongIsTruncatedToTheWidth() {
        #expect("Hello, world".padded(toWidth: 6) == "Hello…")
        #expect("Hello, world".padded(toWidth: 6, alignment: .right, ellipsis: "...") == "Hel...")
    }

    @Test func aWideCharacterCutAtTheEdgeLeavesASpaceSoTheColumnStaysExact() {
        let cell = "日本語テキスト".padded(toWidth: 6)
        #expect(cell == "日本… ")
        #expect(cell.displayWidth == 6)
    }

    @Test func everyAlignmentGivesExactlyTheWidth() {
        let samples = ["", "x", "Hello, world", "日本語", "👨‍👩‍👧‍👦 🇯🇵", "cafe\u{0301}"]
        for sample in samples {
            for alignment in ColumnAlignment.allCases {
                for width in 1...14 {
                    let cell = sample.padded(toWidth: width, alignment: alignment)
                    #expect(cell.displayWidth == width, "\(sample) \(alignment) \(width)")
                }
            }
        }
    }

    @Test func aWidthOfZeroOrLessGivesTheEmptyString() {
        #expect("abc".padded(toWidth: 0) == "")
        #expect("abc".padded(toWidth: -3, alignment: .right) == "")
    }
}
