import FoundationExt
import Testing

/// Real sequences, written out byte by byte as a terminal would receive them.
private enum ControlText {
    static let escape = "\u{1B}"
    static let stringTerminator = "\u{1B}\\"
}

struct TerminalSanitizerTests {
    @Test func plainTextPassesThroughUnchanged() {
        let text = "Spring sale: 20% off — “quoted” ‘text’, naïve café, 日本語, 한국어, emoji 👨‍👩‍👧 🇯🇵 ❤️"
        #expect(text.terminalSafe == text)
    }

    @Test func newlinesAndTabsAreKept() {
        #expect("line one\n\tline two\n".terminalSafe == "line one\n\tline two\n")
    }

    @Test func colourSequencesAreRemoved() {
        #expect("\u{1B}[31mred\u{1B}[0m plain".terminalSafe == "red plain")
        #expect("\u{1B}[1;38;5;196mbold\u{1B}[m".terminalSafe == "bold")
        #expect("\u{1B}[38;2;255;0;0mtrue colour\u{1B}[39m".terminalSafe == "true colour")
    }

    @Test func cursorMovesAndScreenClearingAreRemoved() {
        #expect("a\u{1B}[2Jb".terminalSafe == "ab")
        #expect("a\u{1B}[10;5Hb".terminalSafe == "ab")
        #expect("a\u{1B}[Ab\u{1B}[3Dc".terminalSafe == "abc")
        #expect("a\u{1B}[?25lb\u{1B}[?1049h".terminalSafe == "ab")  // private parameters
        #expect("a\u{1B}[2Kb".terminalSafe == "ab")
    }

    @Test func hyperlinksAreRemovedKeepingTheirVisibleText() {
        let bellTerminated = "see \u{1B}]8;;https://evil.example\u{07}this link\u{1B}]8;;\u{07} now"
        let stTerminated = "see \u{1B}]8;;https://evil.example\u{1B}\\this link\u{1B}]8;;\u{1B}\\ now"
        #expect(bellTerminated.terminalSafe == "see this link now")
        #expect(stTerminated.terminalSafe == "see this link now")
    }

    @Test func titleSettingIsRemovedWithEitherTerminator() {
        #expect("a\u{1B}]0;pwned\u{07}b".terminalSafe == "ab")
        #expect("a\u{1B}]2;pwned\u{1B}\\b".terminalSafe == "ab")
        #expect("a\(ControlText.escape)]2;title with ; and spaces\(ControlText.stringTerminator)b".terminalSafe == "ab")
    }

    @Test func deviceControlAndPrivacyStringsAreRemoved() {
        #expect("a\u{1B}Pq#0;2;0;0;0#0~~@@\u{1B}\\b".terminalSafe == "ab")  // DCS (sixel)
        #expect("a\u{1B}Xsecret\u{1B}\\b".terminalSafe == "ab")  // SOS
        #expect("a\u{1B}^private\u{1B}\\b".terminalSafe == "ab")  // PM
        #expect("a\u{1B}_application\u{1B}\\b".terminalSafe == "ab")  // APC
    }

    @Test func aBellDoesNotEndADeviceControlString() {
        // Only OSC ends on BEL; a DCS runs to its ST, so the payload after a BEL is still dropped.
        #expect("a\u{1B}Ppayload\u{07}more payload\u{1B}\\b".terminalSafe == "ab")
    }

    @Test func twoByteAndCharacterSetEscapesAreRemoved() {
        #expect("a\u{1B}cb".terminalSafe == "ab")  // full reset
        #expect("a\u{1B}7b\u{1B}8c".terminalSafe == "abc")  // save and restore cursor
        #expect("a\u{1B}(Bb".terminalSafe == "ab")  // designate character set
        #expect("a\u{1B}#8b".terminalSafe == "ab")  // screen alignment test (fills the screen)
        #expect("a\u{1B}=b\u{1B}>c".terminalSafe == "abc")  // keypad modes
    }

    @Test func theBellIsRemoved() {
        #expect("ding\u{07}dong".terminalSafe == "dingdong")
    }

    @Test func backspaceOverprintIsRemoved() {
        // "safe" followed by backspaces and "evil" would show "evil" where "safe" was.
        #expect("safe\u{08}\u{08}\u{08}\u{08}evil".terminalSafe == "safeevil")
    }

    @Test func carriageReturnIsRemovedSoALineCannotBeOverwritten() {
        #expect("Total: $100\rTotal: $1".terminalSafe == "Total: $100Total: $1")
        #expect("windows\r\nline".terminalSafe == "windows\nline")
    }

    @Test func otherC0ControlsAndDeleteAreRemoved() {
        let kept: Set<Unicode.Scalar> = ["\n", "\t", "\u{1B}"]
        let controls = (UInt8(0x00)...0x1F).map(Unicode.Scalar.init).filter { !kept.contains($0) }
        var text = "a"
        for control in controls { text.unicodeScalars.append(control) }
        text += "b\u{7F}c"
        #expect(text.terminalSafe == "abc")
    }

    @Test func eightBitControlSequencesAreRemoved() {
        #expect("a\u{9B}31mred\u{9B}0mb".terminalSafe == "aredb")  // 8-bit CSI
        #expect("a\u{9D}0;title\u{07}b".terminalSafe == "ab")  // 8-bit OSC ended by BEL
        #expect("a\u{9D}8;;https://x.example\u{9C}link\u{9D}8;;\u{9C}b".terminalSafe == "alinkb")  // ... by 8-bit ST
        #expect("a\u{90}payload\u{9C}b".terminalSafe == "ab")  // 8-bit DCS
        #expect("a\u{98}s\u{9C}b\u{9E}p\u{9C}c\u{9F}q\u{9C}d".terminalSafe == "abcd")  // SOS, PM, APC
    }

    @Test func everyOtherC1ControlIsRemoved() {
        var text = "a"
        for value in 0x80...0x9F where ![0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains(value) {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
        }
        text += "b"
        #expect(text.terminalSafe == "ab")
    }

    @Test func bidiOverridesAndIsolatesAreRemoved() {
        // U+202E would show "txt.exe" as "exe.txt"; isolates can push text out of sight.
        #expect("invoice\u{202E}txt.exe".terminalSafe == "invoicetxt.exe")
        #expect("\u{202A}a\u{202B}b\u{202C}c\u{202D}d".terminalSafe == "abcd")
        #expect("\u{2066}a\u{2067}b\u{2068}c\u{2069}".terminalSafe == "abc")
    }

    @Test func anUnterminatedSequenceIsDroppedToTheEnd() {
        #expect("visible\u{1B}]0;a title that never ends and hides the rest".terminalSafe == "visible")
        #expect("visible\u{1B}]8;;https://x.example".terminalSafe == "visible")
        #expect("visible\u{1B}Pdevice control".terminalSafe == "visible")
        #expect("visible\u{1B}[12;3".terminalSafe == "visible")
        #expect("visible\u{1B}".terminalSafe == "visible")
        #expect("visible\u{1B}(".terminalSafe == "visible")
        #expect("visible\u{9D}osc".terminalSafe == "visible")
    }

    @Test func anEscapeInsideAStringEndsItAndStartsANewSequence() {
        // xterm ends an OSC at any ESC; the ESC [ 1 m that follows is a sequence of its own.
        #expect("a\u{1B}]0;title\u{1B}[1mb".terminalSafe == "ab")
    }

    @Test func aMalformedSequenceDropsOnlyTheEscapeAndKeepsTheText() {
        #expect("a\u{1B}éb".terminalSafe == "aéb")
        #expect("a\u{1B}[3日本".terminalSafe == "a日本")
        #expect("a\u{1B}[31\nm".terminalSafe == "a\nm")
    }

    @Test func cancelEndsASequence() {
        #expect("a\u{1B}[31\u{18}b".terminalSafe == "ab")
        #expect("a\u{1B}]0;t\u{1A}b".terminalSafe == "ab")
    }

    @Test func sequencesNextToEmojiAndCJKLeaveThemIntact() {
        #expect("\u{1B}[1m日本\u{1B}[0m👨‍👩‍👧\u{1B}]0;t\u{07}🇯🇵".terminalSafe == "日本👨‍👩‍👧🇯🇵")
    }

    @Test func theOutputNeverContainsAControlWhateverTheInput() {
        let seed: UInt64 = 0x5EED
        print("theOutputNeverContainsAControlWhateverTheInput: seed \(seed)")
        var generator = SplitMix64(seed: seed)
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "]", "P", "X", "^", "_", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\u{85}",
            "\u{18}", ";", "0", "3", "m", "H", "(", "#", "a", "é", "日", "👍", "\n", "\t", "\r", "\u{08}", "\u{7F}",
            "\u{202E}", "\u{2068}", "\u{0}",
        ]
        for _ in 0..<2_000 {
            var input = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                input.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            let output = String(input).terminalSafe
            let forbidden = output.unicodeScalars.filter { scalar in
                let value = scalar.value
                let isControl = value < 0x20 && scalar != "\n" && scalar != "\t"
                let isC1OrDelete = (0x7F...0x9F).contains(value)
                let isBidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                return isControl || isC1OrDelete || isBidi
            }
            #expect(forbidden.isEmpty, "input \(String(input).debugDescription) gave \(output.debugDescription)")
        }
    }

    @Test func aLargeTextIsSanitisedCompletely() {
        // One megabyte of coloured, linked rows: the pass is linear, so this is quick even unoptimised.
        let row = "\u{1B}[32m✔\u{1B}[0m item \u{1B}]8;;https://x.example\u{07}日本\u{1B}]8;;\u{07}\n"
        let text = String(repeating: row, count: 1_000_000 / row.utf8.count)
        let expected = String(repeating: "✔ item 日本\n", count: 1_000_000 / row.utf8.count)
        #expect(text.terminalSafe == expected)
    }

    @Test func theEnumAndTheStringPropertyAgree() {
        let text = "a\u{1B}[31mb\n\tc"
        #expect(TerminalSanitizer.sanitize(text) == text.terminalSafe)
        #expect(TerminalSanitizer.sanitizeLine(text) == text.terminalSafeLine)
    }
}
