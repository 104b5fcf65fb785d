import Testing

@testable import Services

@Suite struct WordTableTests {
    /// The index reads tokens through the table's byte-level fast path; these must be exactly the
    /// tokens the tokenizer gives (the naive search's), whatever mix of ASCII and other text.
    @Test(arguments: [
        "Oak Chair", "OAK-chair 120cm", "Café Crème", "Maison Élan", "50 × 50 cm", "Machine washable at 30 °C.",
        "e\u{301}clair naïve", " \u{301}x", "Fjällbo's Søndergaard", "ﬁne x² ½", "", "   ", "-- ,, !!", "日本の椅子 chair",
    ])
    func theTokensAreTheTokenizers(text: String) {
        var table = WordTable()
        var viaTable = SearchTokenizer()
        var numbers: [UInt32] = []
        table.forEachToken(in: text, tokenizer: &viaTable) { numbers.append($0) }
        var tokenizer = SearchTokenizer()
        #expect(numbers.map { table.words[Int($0)] } == tokenizer.tokens(text))
    }

    /// A run of non-ASCII text is tokenized the first time it is met and its tokens' numbers kept:
    /// met again (in another text, or the same), it must give the same tokens, and a run that
    /// differs by one byte ("Cafe\u{301}", "CAFÉ") must not be taken for it.
    @Test func aRunMetAgainGivesTheSameTokens() {
        let texts = [
            "Café Crème", "Maison Élan café", "Café Crème", "CAFÉ", "Cafe\u{301}", "café", "50 × 50 cm", "60 × 60 cm",
            "Machine washable at 30 °C.", "Maison Élan café",
        ]
        var table = WordTable()
        var viaTable = SearchTokenizer()
        var tokenizer = SearchTokenizer()
        for text in texts + texts.reversed() {
            var numbers: [UInt32] = []
            table.forEachToken(in: text, tokenizer: &viaTable) { numbers.append($0) }
            #expect(numbers.map { table.words[Int($0)] } == tokenizer.tokens(text), "\(text)")
        }
    }

    /// Enough distinct runs of one length that their lookups collide and the table grows: each
    /// must still find its own tokens, not another run's.
    @Test func manyRunsMetTwiceKeepTheirOwnTokens() {
        let texts = (0..<3_000).map { "é\(1_000 + $0)" }
        var table = WordTable()
        var tokenizer = SearchTokenizer()
        for text in texts + texts {
            var numbers: [UInt32] = []
            table.forEachToken(in: text, tokenizer: &tokenizer) { numbers.append($0) }
            #expect(numbers.map { table.words[Int($0)] } == ["e" + text.dropFirst()])
        }
    }

    @Test func aWordHasOneNumberWhateverItsASCIICase() {
        var table = WordTable()
        #expect(table.number(of: "oak") == table.number(of: "OAK"))
        #expect(table.number(of: "oak") != table.number(of: "oaks"))
        #expect(table.words == ["oak", "oaks"])
    }

    @Test func aTableThatKeepsCaseTellsNamesApartByEveryByte() {
        var table = WordTable(foldsASCIICase: false)
        #expect(table.number(of: "Oak Chair") != table.number(of: "oak chair"))
        #expect(table.number(of: "Oak Chair") == table.number(of: "Oak Chair"))
        #expect(table.words == ["Oak Chair", "oak chair"])
    }

    @Test func manyWordsSurviveTheTableGrowing() {
        var table = WordTable()
        let words = (0..<5_000).map { "w\($0)" }
        let numbers = words.map { table.number(of: $0) }
        #expect(numbers == words.indices.map(UInt32.init))
        #expect(words.map { table.number(of: $0.uppercased()) } == numbers)
    }
}
