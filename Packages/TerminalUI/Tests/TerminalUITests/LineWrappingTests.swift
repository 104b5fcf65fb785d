import Testing

@testable import TerminalUI

@Suite struct LineWrappingTests {
    @Test func wrapsAtWordBoundariesWithinTheWidth() {
        let lines = Line.wrapping("the quick brown fox jumps over the lazy dog", width: 10)
        #expect(lines.map(\.plainText) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(lines.allSatisfy { $0.displayWidth <= 10 })
    }

    @Test func keepsParagraphsAndBlankLines() {
        let lines = Line.wrapping("first\n\nsecond", width: 20)
        #expect(lines.map(\.plainText) == ["first", "", "second"])
    }

    @Test func breaksAWordLongerThanTheWidth() {
        let lines = Line.wrapping("abcdefghij xy", width: 4)
        #expect(lines.map(\.plainText) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test func measuresWideCharactersInColumns() {
        // Each CJK character is two columns: three fit in six.
        let lines = Line.wrapping("日本語の文章です", width: 6)
        #expect(lines.map(\.plainText) == ["日本語", "の文章", "です"])
        #expect(lines.allSatisfy { $0.displayWidth <= 6 })
    }

    @Test func emojiAreTwoColumnsWide() {
        let lines = Line.wrapping("🎉🎉🎉 ok", width: 4)
        #expect(lines.allSatisfy { $0.displayWidth <= 4 })
        #expect(lines.map(\.plainText).joined() == "🎉🎉🎉ok")
    }

    @Test(arguments: HostileText.samples)
    func wrappedHostileTextHoldsNoControlCharacters(hostile: String) {
        let lines = Line.wrapping("Body " + hostile + "\nmore", width: 12, style: .dim)
        for line in lines {
            #expect(!line.plainText.unicodeScalars.contains(where: HostileText.isControl))
            #expect(line.spans.allSatisfy { $0.style == .dim })
        }
    }

    @Test func emptyTextGivesOneEmptyLineAndZeroWidthIsTreatedAsOne() {
        #expect(Line.wrapping("", width: 10).map(\.plainText) == [""])
        #expect(Line.wrapping("ab", width: 0).map(\.plainText) == ["a", "b"])
    }
}
