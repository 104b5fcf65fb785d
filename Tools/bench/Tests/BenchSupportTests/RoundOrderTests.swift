import BenchSupport
import Testing

@Suite struct RoundOrderTests {
    @Test func eachRoundRunsEveryCaseOnce() {
        var order = RoundOrder(cases: 11)
        for _ in 0..<50 {
            #expect(order.next().sorted() == Array(0..<11))
        }
        var empty = RoundOrder(cases: 0)
        #expect(empty.next().isEmpty)
    }

    @Test func noCaseAlwaysFollowsTheSameOne() {
        // Case 1 (cli-bench's floor) must not always come right after case 0 (the trivial
        // executable): over 300 rounds it follows each of the other 10 cases.
        var order = RoundOrder(cases: 11)
        var predecessors: Set<Int> = []
        for _ in 0..<300 {
            let round = order.next()
            if let position = round.firstIndex(of: 1), position > 0 { predecessors.insert(round[position - 1]) }
        }
        #expect(predecessors == Set([0, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
    }

    @Test func theSameSeedGivesTheSameOrders() {
        var first = RoundOrder(cases: 8, seed: 3)
        var second = RoundOrder(cases: 8, seed: 3)
        var other = RoundOrder(cases: 8, seed: 4)
        let rounds = (0..<20).map { _ in first.next() }
        #expect(rounds == (0..<20).map { _ in second.next() })
        #expect(rounds != (0..<20).map { _ in other.next() })
    }
}
