/// The distinct words of a catalog, each with a number in first-seen order, looked up by bytes.
///
/// Building the index looks a word up for every token of every product (millions for a large
/// catalog); hashing and comparing raw UTF-8 bytes in an open-addressing table is several times
/// cheaper than making a `String` per token and hashing it. Words are equal when their bytes are,
/// as ``NaiveProductSearch`` and the index's prefix matching compare them.
///
/// A table for search tokens folds ASCII capitals (a folded token has none, so folding changes
/// nothing there); one made with `foldsASCIICase: false` keeps every byte, for names.
struct WordTable {
    private let foldsASCIICase: Bool
    /// The words, by number.
    private(set) var words: [String] = []
    /// Every word's bytes, one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Word numbers by hash (linear probing); -1 is empty. Kept at most half full.
    private var slots = [Int32](repeating: -1, count: 1_024)

    init(foldsASCIICase: Bool = true) {
        self.foldsASCIICase = foldsASCIICase
    }

    /// Calls `body` with the number of each token of `text`, in order: the tokens
    /// ``SearchTokenizer`` gives, without making a `String` for the ASCII ones.
    ///
    /// An ASCII byte that is not a letter or a digit always ends a token (a combining mark after it
    /// starts none), so the text splits at those bytes into runs that tokenize alone: a run of ASCII
    /// letters and digits is one token, lower-cased byte by byte; a run holding other bytes ("Café",
    /// "×") goes through `tokenizer`, which folds it as the naive search does.
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
                    for token in tokenizer.tokens(String(decoding: run, as: UTF8.self)) {
                        body(number(of: token))
                    }
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
        let mask = slots.count - 1
        var slot = hash(word) & mask
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if storedWord(candidate, equals: word) { return UInt32(candidate) }
            slot = (slot + 1) & mask
        }
        let number = words.count
        let start = bytes.count
        bytes.append(contentsOf: word.lazy.map(folded))
        starts.append(bytes.count)
        words.append(bytes.withUnsafeBufferPointer { String(decoding: $0[start...], as: UTF8.self) })
        slots[slot] = Int32(number)
        if words.count * 2 > slots.count { grow() }
        return UInt32(number)
    }

    private func storedWord(_ number: Int, equals word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == word.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<word.count where stored[start + offset] != folded(word[offset]) {
                return false
            }
            return true
        }
    }

    /// Doubles the table and places every word again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in words.indices {
            let hash = bytes.withUnsafeBufferPointer {
                self.hash(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]]))
            }
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    /// FNV-1a over the folded bytes: cheap and good enough for short words (the table verifies
    /// bytes on every hit).
    private func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(folded(byte))) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The byte as stored: an ASCII capital lower-cased when the table folds case.
    private func folded(_ byte: UInt8) -> UInt8 {
        (foldsASCIICase && byte >= 65 && byte <= 90) ? byte + 32 : byte
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }
}
