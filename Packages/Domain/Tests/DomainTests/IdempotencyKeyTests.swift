import Testing

@testable import Domain

/// The idempotency key's rule: 1…255 characters of A–Z a–z 0–9 . _ : -
struct IdempotencyKeyTests {
    @Test(arguments: ["a", "checkout:2026-11-24.1_x-y", "0123456789", String(repeating: "k", count: 255)])
    func keysWithinTheRuleAreAccepted(_ text: String) {
        #expect(IdempotencyKey(rawValue: text)?.rawValue == text)
    }

    @Test(arguments: ["", "has space", "slash/", "é", "semi;colon", "new\nline", String(repeating: "k", count: 256)])
    func keysBreakingTheRuleAreRefused(_ text: String) {
        #expect(IdempotencyKey(rawValue: text) == nil)
    }

    @Test func newKeysAreValidAndDistinct() throws {
        let first = IdempotencyKey()
        let second = IdempotencyKey()
        #expect(first != second)
        #expect(IdempotencyKey(rawValue: first.rawValue) == first)
        #expect(first.rawValue.count == 36)
    }
}
