import Dispatch
import Foundation
import ProcessTestSupport
import Synchronization
import Testing

@testable import Services

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct DurableFileLockTests {
    /// Whether another open of the lock file (as a second process makes) could take the exclusive
    /// lock right now, asked without waiting.
    private func lockIsFree(_ url: URL) throws -> Bool {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            #expect(errno == EWOULDBLOCK)
            return false
        }
        flock(descriptor, LOCK_UN)
        return true
    }

    @Test func anUpdateHoldsTheLockFromReadToWrite() throws {
        let directory = try TemporaryDirectory()
        let file = DurableFile(directory: directory.url, fileName: "state.json")
        let heldDuringChange = try file.update { _ in
            Data(String(try lockIsFree(file.lockURL) == false).utf8)
        }
        #expect(String(decoding: heldDuringChange, as: UTF8.self) == "true")
        #expect(try lockIsFree(file.lockURL), "released afterwards")
    }

    @Test func twoWritersIncrementingAHundredTimesEachLoseNothing() throws {
        let directory = try TemporaryDirectory()
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for _ in 0..<2 {
            // Each writer has its own value, as a second process would.
            let file = DurableFile(directory: directory.url, fileName: "counter")
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for _ in 0..<100 {
                    do {
                        try file.update { old in
                            let count = old.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
                            return Data(String(count + 1).utf8)
                        }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }
        }
        group.wait()

        #expect(failures.withLock { $0 }.isEmpty)
        let stored = try DurableFile(directory: directory.url, fileName: "counter").read()
        #expect(stored.map { String(decoding: $0, as: UTF8.self) } == "200")
    }
}
