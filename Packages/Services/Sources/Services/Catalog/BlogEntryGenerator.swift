import Domain
import Foundation

/// Makes blog entries with real-looking multi-paragraph text, an author, a date and tags.
/// Entry 1 is the oldest; each later entry is published a few days after the one before.
///
/// In two steps, as ``ProductGenerator``: ``drawRecipe(id:)`` takes every draw of an entry from the
/// stream (its date and the indices of its words), ``entry(from:)`` writes the entry from the recipe
/// alone, so a blog can be drawn whole and written one entry at a time (``GeneratedBlogEntries``).
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

    /// Takes the draws for entry `id` (from 1, in order) from the stream, in the order the blog has
    /// always drawn them.
    mutating func drawRecipe(id: Int) -> BlogEntryRecipe {
        if id > 1 {
            publishedAt += TimeInterval(random.int(in: 1...5) * 86_400 + random.int(in: 0...8) * 3_600)
        }
        let topic = random.below(CatalogVocabulary.blogTopics.count)
        let template = random.below(CatalogVocabulary.titleTemplates.count)
        let paragraphCount = random.int(in: 3...5)
        var paragraphs: [BlogEntryRecipe.Paragraph] = []
        for index in 0..<paragraphCount {
            let opening = index == 0 ? random.below(CatalogVocabulary.openings.count) : nil
            let middleCount = random.int(in: 2...3)
            let middles = random.pickIndices(middleCount, of: CatalogVocabulary.middles.count)
            let closing = index == paragraphCount - 1 ? random.below(CatalogVocabulary.closings.count) : nil
            paragraphs.append(BlogEntryRecipe.Paragraph(opening: opening, middles: middles, closing: closing))
        }
        let otherTagCount = random.int(in: 1...2)
        let otherTags = random.pickIndices(otherTagCount, of: Self.otherTopics(than: topic).count)
        let author = random.below(CatalogVocabulary.authors.count)
        return BlogEntryRecipe(
            id: id, publishedAt: publishedAt, topic: topic, template: template, paragraphs: paragraphs,
            otherTags: otherTags, author: author)
    }

    /// The entry a recipe describes; draws nothing.
    static func entry(from recipe: BlogEntryRecipe) -> BlogEntry {
        let words = CatalogVocabulary.self
        let topic = words.blogTopics[recipe.topic]
        let title = capitalisingFirst(filling(words.titleTemplates[recipe.template], topic: topic))
        let paragraphs = recipe.paragraphs.map { paragraph in
            let sentences =
                (paragraph.opening.map { [words.openings[$0]] } ?? []) + paragraph.middles.map { words.middles[$0] }
                + (paragraph.closing.map { [words.closings[$0]] } ?? [])
            return filling(sentences.joined(separator: " "), topic: topic)
        }
        let otherTopics = otherTopics(than: recipe.topic)
        return BlogEntry(
            id: BlogEntryID(recipe.id), title: title, body: paragraphs.joined(separator: "\n\n"),
            author: words.authors[recipe.author], publishedAt: recipe.publishedAt,
            tags: [topic] + recipe.otherTags.map { otherTopics[$0] })
    }

    /// The topics an entry's other tags are chosen from: all but its own.
    private static func otherTopics(than topic: Int) -> [String] {
        CatalogVocabulary.blogTopics.filter { $0 != CatalogVocabulary.blogTopics[topic] }
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
