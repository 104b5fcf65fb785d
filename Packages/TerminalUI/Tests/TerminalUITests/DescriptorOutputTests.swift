import Foundation
import ProcessTestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct DescriptorOutputTests {
    /// More than one `write(2)` can take at once on a pipe, in characters of one to four bytes: every
    /// byte arrives, in order.
    @Test func everyByteOfALongTextArrives() throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.txt")
        let text = String(repeating: "a é 漢 🛒\n", count: 20_000)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        try DescriptorOutput.writeAll(text, to: descriptor)
        close(descriptor)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aDescriptorThatIsNotOpenIsASystemCallError() {
        #expect {
            try DescriptorOutput.writeAll("x", to: -1)
        } throws: { error in
            guard case .systemCall("write", let code) = error as? TerminalError else { return false }
            return code == EBADF
        }
    }
}
