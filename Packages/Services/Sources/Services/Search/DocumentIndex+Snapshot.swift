import Foundation

extension DocumentIndex {
    /// A built index written down compactly, so a catalog that is the same at every start can load
    /// its index instead of building it (the standard catalog: `StandardCatalogIndex`).
    ///
    /// Two texts. `vocabulary`: the words in order, separated by spaces or line breaks (a word is
    /// letters and digits). `numbers`: base64 of little-endian `UInt16`s, line breaks ignored: the
    /// product count N, the entry count E, the N + 1 document starts, the E document words
    /// (`wordID << 2 | field`), each product's name position and whether it is in stock (0 or 1).
    /// The postings are derived when loaded. Sized for small catalogs: an index whose numbers do not
    /// fit 16 bits has no snapshot.
    struct Snapshot: Equatable, Sendable {
        let vocabulary: String
        let numbers: String
    }

    /// The index written down; nil when a number does not fit 16 bits.
    var snapshot: Snapshot? {
        var values = [count, documentWords.count] + documentStarts + documentWords.map(Int.init)
        values += nameOrder.map(Int.init) + inStock.map { $0 ? 1 : 0 }
        guard values.allSatisfy({ (0...Int(UInt16.max)).contains($0) }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2)
        for value in values { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
        return Snapshot(vocabulary: vocabulary.joined(separator: " "), numbers: Data(bytes).base64EncodedString())
    }

    /// The index a snapshot holds; nil when the snapshot is malformed (wrong lengths, a word or a
    /// position out of range, unsorted words), so a bad edit cannot make a wrong index.
    init?(_ snapshot: Snapshot) {
        // Split on the bytes, not on Characters: no grapheme breaking over the whole text at every
        // start. A space or a line break is one byte in UTF-8, never part of another scalar.
        let vocabulary = snapshot.vocabulary.utf8
            .split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
            .map { String(decoding: $0, as: UTF8.self) }
        guard zip(vocabulary, vocabulary.dropFirst()).allSatisfy({ Self.utf8Precedes($0, $1) }),
            let data = Data(base64Encoded: snapshot.numbers, options: .ignoreUnknownCharacters), data.count % 2 == 0
        else { return nil }
        // Typed step by step: written as one expression of literals and overloaded operators, this
        // took the type checker 13 s in every build of the package.
        let values = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Int] in
            (0..<bytes.count / 2).map { (pair: Int) -> Int in
                let low = Int(bytes[2 * pair])
                let high = Int(bytes[2 * pair + 1])
                return low | high << 8
            }
        }
        guard values.count >= 2 else { return nil }
        let (count, entryCount) = (values[0], values[1])
        guard values.count == 2 + (count + 1) + entryCount + count + count else { return nil }
        // Where each part starts among the values.
        let wordsStart = 2 + count + 1
        let namesStart = wordsStart + entryCount
        let stockStart = namesStart + count
        let starts = Array(values[2..<wordsStart])
        let words = values[wordsStart..<namesStart].map(UInt32.init)
        let positions = values[namesStart..<stockStart].map(UInt32.init)
        let stock = values[stockStart...]
        guard starts.first == 0, starts.last == entryCount, zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
            words.allSatisfy({ Int($0 >> 2) < vocabulary.count && $0 & 3 < 3 }),
            (0..<count).allSatisfy({ Self.ascends(words[starts[$0]..<starts[$0 + 1]]) }),
            Self.isPermutation(positions), stock.allSatisfy({ $0 == 0 || $0 == 1 })
        else { return nil }
        self.init(
            vocabulary: vocabulary, documentWords: words, documentStarts: starts, nameOrder: positions,
            inStock: stock.map { $0 == 1 })
    }

    /// Whether each element is greater than the one before (a product's words are distinct and sorted).
    private static func ascends(_ words: ArraySlice<UInt32>) -> Bool {
        zip(words, words.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// Whether `positions` holds each of `0..<positions.count` once.
    private static func isPermutation(_ positions: [UInt32]) -> Bool {
        var seen = [Bool](repeating: false, count: positions.count)
        for position in positions {
            guard Int(position) < seen.count, !seen[Int(position)] else { return false }
            seen[Int(position)] = true
        }
        return true
    }
}
