import FoundationExt
import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let keys: [Key]
        var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }

        init(_ bytes: [UInt8], _ keys: [Key]) {
            self.bytes = bytes
            self.keys = keys
        }

        init(_ text: String, _ keys: [Key]) {
            self.init(Array(text.utf8), keys)
        }
    }

    static let table: [Case] = [
        Case("a", [.character("a")]),
        Case("Q~ ", [.character("Q"), .character("~"), .character(" ")]),
        Case("é", [.character("é")]),
        Case("日本", [.character("日"), .character("本")]),
        Case("🎉", [.character("🎉")]),
        Case([0x0D], [.enter]),
        Case([0x0A], [.enter]),
        Case([0x0D, 0x0A], [.enter]),
        Case([0x0D, 0x0D], [.enter, .enter]),
        Case([0x1B], [.escape]),
        Case([0x7F], [.backspace]),
        Case([0x08], [.backspace]),
        Case([0x09], [.tab]),
        Case([0x03], [.controlC]),
        Case([0x04], [.controlD]),
        Case([0x15], [.control("u")]),
        Case("\u{1B}[A", [.up]),
        Case("\u{1B}[B", [.down]),
        Case("\u{1B}[C", [.right]),
        Case("\u{1B}[D", [.left]),
        Case("\u{1B}OA", [.up]),
        Case("\u{1B}OB", [.down]),
        Case("\u{1B}OC", [.right]),
        Case("\u{1B}OD", [.left]),
        Case("\u{1B}[H", [.home]),
        Case("\u{1B}[F", [.end]),
        Case("\u{1B}OH", [.home]),
        Case("\u{1B}OF", [.end]),
        Case("\u{1B}[1~", [.home]),
        Case("\u{1B}[7~", [.home]),
        Case("\u{1B}[4~", [.end]),
        Case("\u{1B}[8~", [.end]),
        Case("\u{1B}[5~", [.pageUp]),
        Case("\u{1B}[6~", [.pageDown]),
        Case("\u{1B}[3~", [.delete]),
        Case("\u{1B}[Z", [.backTab]),
        Case("\u{1B}[1;5A", [.up]),
        Case("\u{1B}[A\u{1B}[Bj", [.up, .down, .character("j")]),
        Case("\u{1B}\u{1B}[A", [.escape, .up]),
        Case("\u{1B}x", [.escape, .character("x")]),
        // Unknown sequences are swallowed: F1 (SS3 P), F5 (CSI 15~), a mouse report, a DCS-like junk.
        Case("\u{1B}OP", []),
        Case("\u{1B}[15~", []),
        Case("\u{1B}[<0;10;5M", []),
        Case("\u{1B}[2~k", [.character("k")]),
        // Invalid UTF-8 is dropped, the byte after a truncated character is read afresh.
        Case([0xFF, 0xC0, 0x80, 0x61], [.character("a")]),
        Case([0xE6, 0x97, 0x61], [.character("a")]),
        Case([0xED, 0xA0, 0x80], []),  // a UTF-16 surrogate encoded in UTF-8
        Case([0xC2, 0x9B], []),  // C1 CSI as a character: never a key
        Case([0x00, 0x1C, 0x1F], []),
    ]

    @Test(arguments: table)
    func decodesBytesIntoKeys(testCase: Case) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(testCase.bytes) == testCase.keys)
    }

    @Test func sequenceSplitAcrossReadsIsCompletedByTheNextRead() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.decode(Array("A".utf8)) == [.up])
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.decode([0xA5]) == [.character("日")])
    }

    @Test func loneEscapeAtTheEndOfAReadIsTheEscapeKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("j\u{1B}".utf8)) == [.character("j"), .escape])
        // The next read starts afresh: "[A" is two characters, not an arrow.
        #expect(decoder.decode(Array("[A".utf8)) == [.character("["), .character("A")])
    }

    @Test func carriageReturnThenLineFeedInTheNextReadIsOneEnter() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x0D]) == [.enter])
        #expect(decoder.decode([0x0A]) == [])
        #expect(decoder.decode([0x0A]) == [.enter])
    }

    @Test func overlongSequenceIsDroppedWithoutGrowingForever() {
        var decoder = KeyDecoder()
        let junk = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 10_000) + Array("x".utf8)
        #expect(decoder.decode(junk).count <= 10_000)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func finishTurnsAPendingEscapeIntoAKeyAndDropsPartialSequences() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}[1".utf8))
        #expect(decoder.finish() == [])
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    }

    @Test func randomBytesNeverCrashAndTheDecoderRecovers() {
        let seed: UInt64 = 0x5EED_CAFE
        print("randomBytesNeverCrashAndTheDecoderRecovers: seed \(seed)")
        var generator = SplitMix64(seed: seed)  // FoundationExt's: the same run every time
        var decoder = KeyDecoder()
        var total = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...64, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let keys = decoder.decode(bytes)
            total += keys.count
            #expect(keys.count <= bytes.count)
        }
        _ = decoder.finish()
        #expect(total > 0)
        // Whatever came before, a clean read decodes cleanly.
        #expect(decoder.decode(Array("ok\u{1B}[B".utf8)) == [.character("o"), .character("k"), .down])
    }
}
