import Testing

@testable import TerminalUI

@Suite struct TextInputTests {
    /// `#expect` cannot wrap a mutating call.
    private func apply(_ key: Key, to input: inout TextInput) -> Bool {
        input.apply(key)
    }

    @Test func typingAppendsAndBackspaceDeletes() {
        var input = TextInput()
        for key in [Key.character("o"), .character("a"), .character("k")] { #expect(apply(key, to: &input)) }
        #expect(input.text == "oak")
        #expect(apply(.backspace, to: &input))
        #expect(input.text == "oa")
    }

    @Test func controlUClearsAndControlWDeletesTheLastWord() {
        var input = TextInput("oak chair  ")
        #expect(apply(.control("w"), to: &input))
        #expect(input.text == "oak ")
        #expect(apply(.control("u"), to: &input))
        #expect(input.text.isEmpty)
        #expect(!apply(.backspace, to: &input))
    }

    @Test func navigationKeysChangeNothing() {
        var input = TextInput("oak")
        for key in [Key.up, .down, .enter, .escape, .tab, .controlC] { #expect(!apply(key, to: &input)) }
        #expect(input.text == "oak")
    }

    @Test func theLengthIsCappedAndControlCharactersNeverGetIn() {
        var input = TextInput(maximumLength: 3)
        for character in "abcd" { input.apply(.character(character)) }
        #expect(input.text == "abc")
        var other = TextInput("x\u{1B}[2Jy")
        #expect(!other.text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!apply(.character("\u{85}"), to: &other))
    }

    @Test func lineShowsPromptTextAndCursorOrThePlaceholder() {
        #expect(TextInput().line(prompt: "Search: ", placeholder: "type", width: 40).plainText == "Search: ▏type")
        #expect(TextInput("oak").line(prompt: "Search: ", width: 40).plainText == "Search: oak▏")
        #expect(TextInput("oak").line(prompt: "> ", width: 40, showsCursor: false).plainText == "> oak")
    }

    @Test func longTextKeepsItsEndVisible() {
        let line = TextInput("the quick brown fox").line(prompt: "> ", width: 12)
        #expect(line.plainText == "> …rown fox▏")
        #expect(line.displayWidth == 12)
        let wide = TextInput("日本語のテキスト").line(prompt: "> ", width: 10)
        #expect(wide.plainText == "> …キスト▏")
        #expect(wide.displayWidth <= 10)
    }
}
