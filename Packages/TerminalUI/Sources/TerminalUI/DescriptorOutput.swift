#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text written to a file descriptor with `write(2)`: the one way the terminal and the one-shot
/// commands' standard streams put bytes out.
public enum DescriptorOutput {
    /// Writes every byte of `text` to `descriptor`, retrying after interruptions and partial writes.
    /// The bytes are the string's own UTF-8 storage: no `Data` or array is made for them (a generic
    /// `Data(text.utf8)` cost each one-shot command a runtime conformance lookup, about 50 µs).
    /// - Throws: ``TerminalError/outputClosed`` when the reader has gone (`EPIPE`, `EIO`; with
    ///   SIGPIPE at its default action the process ends first, as any Unix tool's does), or
    ///   ``TerminalError/systemCall(_:errno:)``.
    public static func writeAll(_ text: String, to descriptor: Int32) throws(TerminalError) {
        var text = text
        let failure: TerminalError? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR, EAGAIN: continue
                case EPIPE, EIO: return .outputClosed
                case let code: return .systemCall("write", errno: code)
                }
            }
            return nil
        }
        if let failure { throw failure }
    }
}

/// `write(2)`, as a free function: a type with a `write` method of its own hides the C function.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
