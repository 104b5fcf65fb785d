/// Byte strings numbered in first-seen order, looked up by their bytes: the open-addressing table
/// under ``WordTable`` (its words, and the non-ASCII runs it has tokenized).
///
/// Hashing and comparing raw bytes is several times cheaper than making a `String` per lookup and
/// hashing that. A table that folds ASCII case stores and compares every key lower-cased, so "OAK"
/// finds "oak".
struct ByteKeyTable {
    private let foldsASCIICase: Bool
    /// Every key's bytes (folded when the table folds), one after another; key `i` is
    /// `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Key numbers by hash (linear probing); -1 is empty. Kept at most half full.
    private var slots = [Int32](repeating: -1, count: 1_024)

    init(foldsASCIICase: Bool) {
        self.foldsASCIICase = foldsASCIICase
    }

    /// How many keys the table holds.
    var count: Int { starts.count - 1 }

    /// The number of `key`, added when new (then `isNew`).
    mutating func number(of key: UnsafeBufferPointer<UInt8>) -> (number: UInt32, isNew: Bool) {
        let mask = slots.count - 1
        var slot = hash(key) & mask
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if storedKey(candidate, equals: key) { return (UInt32(candidate), false) }
            slot = (slot + 1) & mask
        }
        let number = count
        bytes.append(contentsOf: key.lazy.map(folded))
        starts.append(bytes.count)
        slots[slot] = Int32(number)
        if count * 2 > slots.count { grow() }
        return (UInt32(number), true)
    }

    /// Key `number` as stored (folded when the table folds), as text.
    func text(of number: UInt32) -> String {
        bytes.withUnsafeBufferPointer {
            String(decoding: $0[starts[Int(number)]..<starts[Int(number) + 1]], as: UTF8.self)
        }
    }

    private func storedKey(_ number: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == key.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<key.count where stored[start + offset] != folded(key[offset]) {
                return false
            }
            return true
        }
    }

    /// Doubles the table and places every key again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in 0..<count {
            let hash = bytes.withUnsafeBufferPointer {
                self.hash(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]]))
            }
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    /// FNV-1a over the folded bytes: cheap and good enough for short keys (the table verifies
    /// bytes on every hit).
    private func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(folded(byte))) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The byte as stored: an ASCII capital lower-cased when the table folds case.
    private func folded(_ byte: UInt8) -> UInt8 {
        (foldsASCIICase && byte >= 65 && byte <= 90) ? byte + 32 : byte
    }
}
