import FoundationExt
import Testing

@Suite struct LazyTests {
    @Test func theValueIsMadeOnFirstReadNotBefore() {
        let calls = LockedBox(0)
        let lazy = Lazy {
            calls.withLock { $0 += 1 }
            return 42
        }
        #expect(!lazy.isMade)
        #expect(calls.value == 0)
        #expect(lazy.value == 42)
        #expect(lazy.isMade)
    }

    @Test func concurrentReadersShareOneMaking() async {
        let calls = LockedBox(0)
        let lazy = Lazy {
            calls.withLock { $0 += 1 }
            return "made"
        }
        await withTaskGroup(of: String.self) { group in
            for _ in 0..<64 { group.addTask { lazy.value } }
            for await value in group { #expect(value == "made") }
        }
        #expect(calls.value == 1)
    }
}
