import Testing

@testable import Domain

struct IdentifierTests {
    @Test func aStringLiteralMakesAStringIdentifier() {
        let id: ProductID = "tee"
        #expect(id.rawValue == "tee")
        #expect(id == ProductID("tee"))
        #expect(id == ProductID(rawValue: "tee"))
    }

    @Test func anIntegerLiteralMakesAnIntegerIdentifier() {
        let id: BlogEntryID = 42
        #expect(id.rawValue == 42)
        #expect(id == BlogEntryID(42))
    }

    @Test func identifiersOfTheSameRawValueAreEqualAndHashTheSame() {
        let ids: Set<SKUID> = ["a", "b", "a"]
        #expect(ids.count == 2)
        #expect(SKUID("a") != SKUID("b"))
    }

    @Test func identifiersSortByTheirRawValue() {
        let ids: [BlogEntryID] = [3, 1, 2]
        #expect(ids.sorted() == [1, 2, 3])
        #expect(SKUID("a") < SKUID("b"))
    }

    @Test func descriptionIsTheRawValue() {
        #expect(ProductID("tee").description == "tee")
        #expect("\(BlogEntryID(7))" == "7")
    }

    @Test func idsOfDifferentSubjectsAreDifferentTypes() {
        // The phantom type is what stops a ProductID being passed as a SKUID.
        #expect(ObjectIdentifier(ProductID.self) != ObjectIdentifier(SKUID.self))
    }
}
