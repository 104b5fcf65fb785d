/// The distinct words of a catalog, each with a number in first-seen order, looked up by bytes.
///
/// Building the index looks a word up for every token of every product (millions for a large
/// catalog); they are kept in a ``ByteKeyTable``, looked up by their raw UTF-8 bytes, not as a
/// `String` made per token. Words are equal when their bytes are, as ``NaiveProductSearch`` and the
/// index's prefix matching compare them.
///
/// A table for search tokens folds ASCII capitals (a folded token has none, so folding changes
/// nothing there); one made with `foldsASCIICase: false` keeps every byte, for names.
struct WordTable {
    /// The words, by number.
    private(set) var words: [String] = []
    private var keys: ByteKeyTable
    /// The runs of text holding non-ASCII bytes already tokenized, by their bytes as written, and
    /// the numbers of each one's tokens: run `i`'s are
    /// `runTokens[runTokenStarts[i]..<runTokenStarts[i + 1]]`. A catalog repeats such runs ("Café",
    /// "Søndergaard", "°C"), and tokenizing one makes strings and looks its words up by `String`
    /// (a tenth of building the index of 100,000 products); this way each distinct run is
    /// tokenized once.
    private var runs = ByteKeyTable(foldsASCIICase: false)
    private var runTokens: [UInt32] = []
    private var runTokenStarts: [Int] = [0]

    init(foldsASCIICase: Bool = true) {
        keys = ByteKeyTable(foldsASCIICase: foldsASCIICase)
    }

    /// Calls `body` with the number of each token of `text`, in order: the tokens
    /// ``SearchTokenizer`` gives, without making a `String` for the ASCII ones.
    ///
    /// An ASCII byte that is not a letter or a digit always ends a token (a combining mark after it
    /// starts none), so the text splits at those bytes into runs that tokenize alone: a run of ASCII
    /// letters and digits is one token, lower-cased byte by byte; a run holding other bytes ("Café",
    /// "×") goes through `tokenizer`, which folds it as the naive search does, the first time it is
    /// met.
    mutating func forEachToken(in text: String, tokenizer: inout SearchTokenizer, _ body: (UInt32) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                if utf8[index] < 0x80 && !Self.isTokenByte(utf8[index]) {
                    index += 1
                    continue
                }
                let start = index
                var isASCII = true
                while index < utf8.count {
                    let byte = utf8[index]
                    if byte < 0x80 {
                        if !Self.isTokenByte(byte) { break }
                    } else {
                        isASCII = false
                    }
                    index += 1
                }
                let run = UnsafeBufferPointer(rebasing: utf8[start..<index])
                if isASCII {
                    body(number(ofBytes: run))
                } else {
                    for offset in tokenRange(ofRun: run, tokenizer: &tokenizer) { body(runTokens[offset]) }
                }
            }
        }
    }

    /// The number of `word` (a token as ``SearchTokenizer`` gives it, or a name), added when new.
    mutating func number(of word: String) -> UInt32 {
        var word = word
        return word.withUTF8 { number(ofBytes: $0) }
    }

    private mutating func number(ofBytes word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let (number, isNew) = keys.number(of: word)
        if isNew { words.append(keys.text(of: number)) }
        return number
    }

    /// Where in `runTokens` the numbers of `run`'s tokens are, tokenizing it when it is new.
    private mutating func tokenRange(
        ofRun run: UnsafeBufferPointer<UInt8>, tokenizer: inout SearchTokenizer
    ) -> Range<Int> {
        let (number, isNew) = runs.number(of: run)
        if isNew {
            for token in tokenizer.tokens(String(decoding: run, as: UTF8.self)) {
                runTokens.append(self.number(of: token))
            }
            runTokenStarts.append(runTokens.count)
        }
        return runTokenStarts[Int(number)]..<runTokenStarts[Int(number) + 1]
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }
}
