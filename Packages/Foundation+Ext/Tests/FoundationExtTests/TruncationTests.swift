import FoundationExt
import Testing

struct TruncationTests {
    @Test func textThatFitsIsUnchanged() {
        #expect("Hello".truncated(toWidth: 5) == "Hello")
        #expect("日本".truncated(toWidth: 4) == "日本")
    }

    @Test func longTextEndsInAnEllipsisWithinTheWidth() {
        #expect("Hello, world".truncated(toWidth: 6) == "Hello…")
        #expect("Hello, world".truncated(toWidth: 6).displayWidth == 6)
    }

    @Test func aWideCharacterThatWouldStraddleTheLimitIsLeftOut() {
        let cut = "日本語テキスト".truncated(toWidth: 6)
        #expect(cut == "日本…")
        #expect(cut.displayWidth == 5)
    }

    @Test func aCombiningAccentStaysWithItsLetter() {
        #expect("cafe\u{0301} au lait".truncated(toWidth: 5) == "cafe\u{0301}…")
    }

    @Test func anEmojiSequenceIsNeverSplit() {
        let cut = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦".truncated(toWidth: 4)
        #expect(cut == "👨‍👩‍👧‍👦…")
        let flags = "🇯🇵🇺🇸🇫🇷".truncated(toWidth: 5)
        #expect(flags == "🇯🇵🇺🇸…")
    }

    @Test func aCustomEllipsisCountsItsOwnWidth() {
        #expect("abcdefgh".truncated(toWidth: 6, ellipsis: "...") == "abc...")
        #expect("abcdefgh".truncated(toWidth: 6, ellipsis: "") == "abcdef")
    }

    @Test func anEllipsisWiderThanTheColumnIsLeftOut() {
        #expect("abcdefgh".truncated(toWidth: 2, ellipsis: "...") == "ab")
    }

    @Test func aWidthOfOneLeavesOnlyTheEllipsis() {
        #expect("abc".truncated(toWidth: 1) == "…")
    }

    @Test(arguments: [0, -1, Int.min])
    func aWidthOfZeroOrLessGivesTheEmptyString(width: Int) {
        #expect("abc".truncated(toWidth: width) == "")
    }

    @Test func theResultNeverExceedsTheWidth() {
        let samples = ["Hello, world", "日本語テキスト", "👨‍👩‍👧‍👦 family 🇯🇵", "e\u{0301}e\u{0301}e\u{0301}", "a日b本c"]
        for sample in samples {
            for width in 0...20 {
                #expect(sample.truncated(toWidth: width).displayWidth <= width, "\(sample) at \(width)")
            }
        }
    }
}
