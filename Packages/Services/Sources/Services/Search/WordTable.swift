/// The distinct words of a catalog, each with a number in first-seen order, looked up by bytes.
///
/// Building the index looks a word up for every token of every product (millions for a large
/// catalog); hashing and comparing raw UTF-8 bytes in an open-addressing table is several times
/// cheaper than making a `String` per token and hashing it. Words are equal when their bytes are,
/// as ``NaiveProductSearch`` and the index's prefix matching compare them.
struct WordTable {
    /// The words, by number.
    private(set) var words: [String] = []
    /// Every word's bytes, one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Word numbers by hash (linear probing); -1 is empty. Kept at most half full.
    private var slots = [Int32](repeating: -1, count: 1_024)
    /// Lower-cased bytes of the token being looked up.
    private var scratch: [UInt8] = []

    /// Calls `body` with the number of each token of `text`, in order, when `text` is all ASCII
    /// (the tokens ``SearchTokenizer`` would give: runs of ASCII letters and digits, lower-cased).
    /// Returns false, having called nothing, when `text` is not ASCII.
    mutating func forEachASCIIToken(in text: String, _ body: (UInt32) -> Void) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            var index = 0
            while index < utf8.count {
                guard Self.isTokenByte(utf8[index]) else {
                    index += 1
                    continue
                }
                scratch.removeAll(keepingCapacity: true)
                while index < utf8.count, Self.isTokenByte(utf8[index]) {
                    let byte = utf8[index]
                    scratch.append((byte >= 65 && byte <= 90) ? byte + 32 : byte)
                    index += 1
                }
                let word = scratch
                body(word.withUnsafeBufferPointer { number(of: $0) })
            }
            return true
        }
    }

    /// The number of `word` (a token as ``SearchTokenizer`` gives it), added when new.
    mutating func number(of word: String) -> UInt32 {
        var word = word
        return word.withUTF8 { number(of: $0) }
    }

    private mutating func number(of word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if bytes[starts[candidate]..<starts[candidate + 1]].elementsEqual(word) { return UInt32(candidate) }
            slot = (slot + 1) & mask
        }
        let number = words.count
        words.append(String(decoding: word, as: UTF8.self))
        bytes.append(contentsOf: word)
        starts.append(bytes.count)
        slots[slot] = Int32(number)
        if words.count * 2 > slots.count { grow() }
        return UInt32(number)
    }

    /// Doubles the table and places every word again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in words.indices {
            let hash = bytes.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]]))
            }
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    /// FNV-1a: cheap and good enough for short words (the table verifies bytes on every hit).
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }
}
