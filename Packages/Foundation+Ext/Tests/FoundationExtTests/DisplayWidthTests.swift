import FoundationExt
import Testing

struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect("".displayWidth == 0)
        #expect("Hello, world!".displayWidth == 13)
    }

    @Test func latinWithPrecomposedAccentsIsOneColumnEach() {
        #expect("café".displayWidth == 4)
        #expect("naïve".displayWidth == 5)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect("e\u{0301}".displayWidth == 1)  // e + combining acute accent
        #expect("cafe\u{0301}".displayWidth == 4)
        #expect("a\u{0301}\u{0327}\u{0308}".displayWidth == 1)  // several marks on one base
        #expect("\u{20DD}".displayWidth == 0)  // an enclosing mark alone
    }

    @Test func cjkIdeographsKanaHangulAndFullwidthFormsAreTwoColumns() {
        #expect("日本語".displayWidth == 6)
        #expect("ひらがな".displayWidth == 8)
        #expect("カタカナ".displayWidth == 8)
        #expect("한국어".displayWidth == 6)
        #expect("ＡＢＣ".displayWidth == 6)  // fullwidth Latin
        #expect("、。".displayWidth == 4)  // ideographic punctuation
        #expect("𠀋".displayWidth == 2)  // CJK Extension B, outside the BMP
    }

    @Test func halfwidthKatakanaIsOneColumn() {
        #expect("ｶﾀｶﾅ".displayWidth == 4)
    }

    @Test func decomposedHangulJamoFormOneTwoColumnSyllable() {
        #expect("\u{1100}\u{1161}\u{11A8}".displayWidth == 2)  // ᄀ + ᅡ + ᆨ = 각
    }

    @Test func kanaWithACombiningVoicingMarkIsTwoColumns() {
        #expect("か\u{3099}".displayWidth == 2)
    }

    @Test func emojiAreTwoColumns() {
        #expect("😀".displayWidth == 2)
        #expect("🚀".displayWidth == 2)
        #expect("🥐".displayWidth == 2)  // U+1F950, Supplemental Symbols and Pictographs
        #expect("🫨".displayWidth == 2)  // U+1FAE8, Symbols and Pictographs Extended-A
        #expect("⌚".displayWidth == 2)  // an emoji in the BMP
    }

    @Test func emojiZeroWidthJoinerSequencesAreTwoColumns() {
        #expect("👨‍👩‍👧‍👦".displayWidth == 2)  // family
        #expect("👩‍💻".displayWidth == 2)
        #expect("🏳️‍🌈".displayWidth == 2)
    }

    @Test func skinToneModifiersDoNotAddColumns() {
        #expect("👍🏽".displayWidth == 2)
    }

    @Test func flagsAreTwoColumns() {
        #expect("🇯🇵".displayWidth == 2)
        #expect("🇯🇵🇺🇸".displayWidth == 4)
    }

    @Test func theEmojiVariationSelectorMakesATextSymbolTwoColumns() {
        #expect("❤".displayWidth == 1)
        #expect("❤️".displayWidth == 2)
        #expect("1️⃣".displayWidth == 2)  // keycap
    }

    @Test func formatCharactersAndZeroWidthSpacesTakeNoColumn() {
        #expect("a\u{200B}b".displayWidth == 2)  // zero-width space
        #expect("a\u{200D}b".displayWidth == 2)  // a stray zero-width joiner
        #expect("\u{FEFF}ab".displayWidth == 2)  // byte order mark
    }

    @Test func controlCharactersTakeNoColumn() {
        #expect("a\tb\n".displayWidth == 2)
        #expect("a\r\nb".displayWidth == 2)
    }

    @Test func mixedTextAddsUpEveryKind() {
        // "Price" 5 + space 1 + "価格" 4 + space 1 + "🛒" 2 + space 1 + "e\u{0301}" 1 = 15
        #expect("Price 価格 🛒 e\u{0301}".displayWidth == 15)
    }
}
