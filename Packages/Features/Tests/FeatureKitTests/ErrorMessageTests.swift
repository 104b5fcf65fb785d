import FeatureKit
import Foundation
import Testing

struct ErrorMessageTests {
    private struct Described: LocalizedError {
        var errorDescription: String? { "not found: blog entry 42" }
    }

    private struct Undescribed: Error {}

    @Test func aLocalizedErrorReadsAsItsDescription() {
        #expect(ErrorMessage.describing(Described()) == "not found: blog entry 42")
    }

    @Test func anyOtherErrorReadsAsItsLocalizedDescriptionNotATypeDump() {
        let message = ErrorMessage.describing(Undescribed())

        #expect(message == Undescribed().localizedDescription)
        #expect(!message.contains("Undescribed()"))
    }
}
