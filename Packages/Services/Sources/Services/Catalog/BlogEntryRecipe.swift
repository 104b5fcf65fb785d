import Foundation

/// Every draw that makes one generated blog entry: its date and the indices of its words, taken
/// from the random stream in the generator's order (``BlogEntryGenerator/drawRecipe(id:)``).
/// Writing the entry from it draws nothing (``BlogEntryGenerator/entry(from:)``), so a blog can
/// be drawn whole, which is cheap, and an entry written only when it is shown.
struct BlogEntryRecipe: Sendable {
    /// The entry's id: 1 is the oldest.
    let id: Int
    let publishedAt: Date
    /// Indices into ``CatalogVocabulary/blogTopics`` and ``CatalogVocabulary/titleTemplates``.
    let topic: Int
    let template: Int
    let paragraphs: [Paragraph]
    /// Indices into the topics other than `topic`, ascending.
    let otherTags: [Int]
    /// Index into ``CatalogVocabulary/authors``.
    let author: Int

    /// One paragraph's sentences: an opening in the first paragraph, two or three middles, a closing
    /// in the last (indices into ``CatalogVocabulary``'s lists).
    struct Paragraph: Sendable {
        let opening: Int?
        let middles: [Int]
        let closing: Int?
    }
}
