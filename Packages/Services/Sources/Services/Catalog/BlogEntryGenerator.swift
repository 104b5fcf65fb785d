import Domain
import Foundation

/// Makes blog entries with real-looking multi-paragraph text, an author, a date and tags.
/// Entry 1 is the oldest; each later entry is published a few days after the one before.
struct BlogEntryGenerator {
    private var random: CatalogRandom
    private var publishedAt: Date

    /// The first entry's date: Monday 2 January 2023, 09:00 UTC (whole seconds, so dates survive
    /// any JSON date format unchanged).
    static let firstDate = Date(timeIntervalSince1970: 1_672_650_000)

    init(random: CatalogRandom) {
        self.random = random
        publishedAt = Self.firstDate
    }

    mutating func makeEntry(id: Int) -> BlogEntry {
        if id > 1 {
            publishedAt += TimeInterval(random.int(in: 1...5) * 86_400 + random.int(in: 0...8) * 3_600)
        }
        let topic = random.pick(CatalogVocabulary.blogTopics)
        let template = random.pick(CatalogVocabulary.titleTemplates)
        let title = Self.capitalisingFirst(Self.filling(template, topic: topic))
        let paragraphCount = random.int(in: 3...5)
        var paragraphs: [String] = []
        for index in 0..<paragraphCount {
            var sentences: [String] = []
            if index == 0 { sentences.append(random.pick(CatalogVocabulary.openings)) }
            sentences += random.pick(random.int(in: 2...3), of: CatalogVocabulary.middles)
            if index == paragraphCount - 1 { sentences.append(random.pick(CatalogVocabulary.closings)) }
            paragraphs.append(Self.filling(sentences.joined(separator: " "), topic: topic))
        }
        let otherTags = random.pick(random.int(in: 1...2), of: CatalogVocabulary.blogTopics.filter { $0 != topic })
        return BlogEntry(
            id: BlogEntryID(id), title: title, body: paragraphs.joined(separator: "\n\n"),
            author: random.pick(CatalogVocabulary.authors), publishedAt: publishedAt, tags: [topic] + otherTags)
    }

    /// `text` with every `{topic}` replaced by `topic`, byte by byte: the same result as Foundation's
    /// `replacingOccurrences` or the standard library's `replacing` for this ASCII placeholder, and
    /// a tenth of their cost, which was most of the time of generating the blog at start-up.
    private static func filling(_ text: String, topic: String) -> String {
        let placeholder = Array("{topic}".utf8)
        let bytes = Array(text.utf8)
        var filled: [UInt8] = []
        filled.reserveCapacity(bytes.count + topic.utf8.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == placeholder[0], bytes[index...].starts(with: placeholder) {
                filled.append(contentsOf: topic.utf8)
                index += placeholder.count
            } else {
                filled.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: filled, as: UTF8.self)
    }

    private static func capitalisingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
