import FoundationExt
import Testing

struct TerminalSafeLineTests {
    @Test func newlinesAndTabsBecomeSpaces() {
        #expect("Spring\nsale\t!".terminalSafeLine == "Spring sale !")
    }

    @Test func windowsLineEndsBecomeOneSpace() {
        #expect("one\r\ntwo".terminalSafeLine == "one two")
    }

    @Test func unicodeLineAndParagraphSeparatorsBecomeSpaces() {
        #expect("one\u{2028}two\u{2029}three".terminalSafeLine == "one two three")
        // The multi-line form leaves them: they are text, not controls.
        #expect("one\u{2028}two".terminalSafe == "one\u{2028}two")
    }

    @Test func escapeSequencesAreRemovedAsInTheMultiLineForm() {
        #expect("\u{1B}]0;title\u{07}\u{1B}[31mRed\nShoes\u{1B}[0m".terminalSafeLine == "Red Shoes")
    }

    @Test func aSingleLineIsUnchanged() {
        let title = "Café 日本 👩‍💻"
        #expect(title.terminalSafeLine == title)
    }
}
