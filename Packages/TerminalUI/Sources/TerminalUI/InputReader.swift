import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the keyboard on a thread of its own (a read blocks) and yields each read as a
/// ``TerminalEvent/input(_:)`` event. ``stop()`` wakes it through a pipe, so no thread keeps
/// reading stdin after the terminal is given back.
final class InputReader: Sendable {
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let continuation: AsyncStream<TerminalEvent>.Continuation

    init(descriptor: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError) {
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        self.descriptor = descriptor
        self.wakeRead = pipeDescriptors[0]
        self.wakeWrite = pipeDescriptors[1]
        self.continuation = continuation
    }

    /// Starts the reading thread.
    func start() {
        let thread = Thread { [self] in
            run()
        }
        thread.name = "TerminalUI.InputReader"
        thread.start()
    }

    /// Wakes the thread, which finishes the event stream and exits.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        defer {
            close(wakeRead)
            close(wakeWrite)
            continuation.finish()
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.endOfInput)
                return
            }
            if watched[1].revents != 0 { return }
            guard watched[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                continuation.yield(.input(Array(buffer[0..<count])))
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                continuation.yield(.endOfInput)
                return
            }
        }
    }
}
