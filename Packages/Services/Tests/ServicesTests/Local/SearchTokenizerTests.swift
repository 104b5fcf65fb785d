import Testing

@testable import Services

@Suite struct SearchTokenizerTests {
    private func tokens(_ text: String) -> [String] {
        var tokenizer = SearchTokenizer()
        return tokenizer.tokens(text)
    }

    @Test func splitsOnAnythingButLettersAndDigits() {
        #expect(tokens("Oak Chair, 120 cm (Natural/Black)") == ["oak", "chair", "120", "cm", "natural", "black"])
        #expect(tokens("  chef's-knife  ") == ["chef", "s", "knife"])
        #expect(tokens("") == [])
        #expect(tokens(" \t\n-- ") == [])
    }

    @Test func foldsCaseAndDiacritics() {
        #expect(tokens("Café CRÈME Bouclé") == ["cafe", "creme", "boucle"])
        #expect(tokens("Søndergaard Fjällbo") == tokens("søndergaard fjallbo"))
    }

    @Test func aDecomposedAccentFoldsLikeAComposedOne() {
        #expect(tokens("Cafe\u{301}") == ["cafe"])
        #expect(tokens("Caf\u{E9}") == ["cafe"])
    }

    @Test func controlCharactersSeparateWords() {
        #expect(tokens("Oak\u{1B}Chair\u{07}Red\u{9B}Blue") == ["oak", "chair", "red", "blue"])
        #expect(tokens("\u{1B}[31mRed\u{1B}[0m Oak") == ["31mred", "0m", "oak"])
    }

    @Test func queriesDropRepeatedTokensAndKeepAtMostSixteen() {
        #expect(SearchQuery("oak OAK Oak chair").tokens == ["oak", "chair"])
        let long = (1...40).map { "w\($0)" }.joined(separator: " ")
        #expect(SearchQuery(long).tokens.count == SearchQuery.maximumTokens)
    }
}
