import LayeringCheck
import Testing

struct SwiftSourceScrubberTests {
    @Test func lineCommentsBecomeSpacesAndLinesStay() {
        let scrubbed = SwiftSourceScrubber.scrub("let a = 1 // note\nlet b = 2", stringLiterals: .keep)
        #expect(scrubbed == "let a = 1        \nlet b = 2")
    }

    @Test func nestedBlockCommentsEndAtTheirOwnClose() {
        let scrubbed = SwiftSourceScrubber.scrub("a /* x /* y */ z */ b", stringLiterals: .keep)
        #expect(scrubbed == "a                   b")
    }

    @Test func blockCommentsKeepTheirNewlines() {
        let source = "a /* one\ntwo\nthree */ b"
        let scrubbed = SwiftSourceScrubber.scrub(source, stringLiterals: .keep)
        #expect(scrubbed.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(scrubbed.hasSuffix(" b"))
        #expect(!scrubbed.contains("one"))
    }

    @Test func stringsAreKeptOrBlankedAsAsked() {
        let source = #"let url = "https://example.com" // remote"#
        let commentWidth = " // remote".count
        #expect(
            SwiftSourceScrubber.scrub(source, stringLiterals: .keep)
                == #"let url = "https://example.com""# + String(repeating: " ", count: commentWidth))
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .blank).trimmingTrailingSpaces() == "let url =")
    }

    @Test func commentMarkersInsideStringsAreText() {
        let source = #"let a = "/* not a comment */"; let b = 1"#
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .keep) == source)
    }

    @Test func escapedQuotesDoNotEndAString() {
        let source = #"let a = "say \"hi\" // still text"; b"#
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .keep) == source)
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .blank).hasSuffix("; b"))
    }

    @Test func rawStringsEndOnlyAtQuoteAndHashes() {
        let source = ##"let a = #"a "quoted" \ // text"#; b"##
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .keep) == source)
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .blank).hasSuffix("; b"))
    }

    @Test func multiLineStringsAreBlankedLineByLine() {
        let source = "let a = \"\"\"\n    // text\n    \"\"\"\nb"
        let scrubbed = SwiftSourceScrubber.scrub(source, stringLiterals: .blank)
        #expect(
            scrubbed.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces() } == [
                "let a =", "", "", "b",
            ])
    }

    @Test func interpolationsWithNestedStringsDoNotEndTheOuterString() {
        let source = #"let a = "x \(f("y)", g(1))) // text"; b"#
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .keep) == source)
        #expect(SwiftSourceScrubber.scrub(source, stringLiterals: .blank).hasSuffix("; b"))
    }

    @Test func poundDirectivesAreNotRawStrings() {
        let source = "#if os(Linux)\nimport Glibc // c library\n#endif"
        #expect(
            SwiftSourceScrubber.scrub(source, stringLiterals: .blank)
                == "#if os(Linux)\nimport Glibc             \n#endif")
    }

    @Test func nonASCIITextInCommentsAndStringsStaysValid() {
        let source = "let a = \"日本 🇯🇵\" // コメント\nb"
        let scrubbed = SwiftSourceScrubber.scrub(source, stringLiterals: .blank)
        #expect(scrubbed.hasSuffix("\nb"))
        #expect(scrubbed.unicodeScalars.allSatisfy { $0.isASCII })
    }
}

extension StringProtocol {
    func trimmingTrailingSpaces() -> String {
        String(self.reversed().drop(while: { $0 == " " }).reversed())
    }
}
