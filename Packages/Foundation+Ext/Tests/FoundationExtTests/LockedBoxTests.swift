import FoundationExt
import Testing

struct LockedBoxTests {
    @Test func holdsItsInitialValue() {
        let box = LockedBox("start")
        #expect(box.value == "start")
    }

    @Test func withLockChangesTheValueAndReturnsTheResult() {
        let box = LockedBox([1, 2])
        let count = box.withLock { values in
            values.append(3)
            return values.count
        }
        #expect(count == 3)
        #expect(box.value == [1, 2, 3])
    }

    @Test func anErrorThrownInsideWithLockReachesTheCallerAndKeepsEarlierChanges() {
        struct Refused: Error, Equatable {}
        let box = LockedBox(0)
        #expect(throws: Refused()) {
            try box.withLock { (value: inout Int) throws(Refused) in
                value = 1
                throw Refused()
            }
        }
        #expect(box.value == 1)
    }

    @Test func concurrentIncrementsFromManyTasksAreNeverLost() async {
        let counter = LockedBox(0)
        let tasks = 64
        let incrementsPerTask = 1_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<incrementsPerTask {
                        counter.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(counter.value == tasks * incrementsPerTask)
    }

    @Test func concurrentReadersSeeOnlyWholeUpdates() async {
        // Writers keep the pair's halves equal; a reader that saw a half-done update would catch them apart.
        let pair = LockedBox((left: 0, right: 0))
        let tornReads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 {
                        pair.withLock { value in
                            value.left += 1
                            value.right += 1
                        }
                    }
                    return 0
                }
                group.addTask {
                    var torn = 0
                    for _ in 0..<500 {
                        let snapshot = pair.value
                        if snapshot.left != snapshot.right { torn += 1 }
                    }
                    return torn
                }
            }
            return await group.reduce(0, +)
        }
        #expect(tornReads == 0)
        #expect(pair.value.left == 8 * 500)
    }
}
