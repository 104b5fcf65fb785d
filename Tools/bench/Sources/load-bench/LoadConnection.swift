import BenchSupport
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One keep-alive HTTP/1.1 connection to 127.0.0.1 with blocking calls, for one load thread:
/// requests go out back to back and each answer is read exactly to its `Content-Length`, so the
/// connection stays open for the next (unlike a test's raw connection, which reads to the close).
/// Not `Sendable`: each load thread makes and owns its own.
final class LoadConnection {
    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        #if canImport(Darwin)
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #elseif canImport(Musl)
        let fd = Musl.socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw Launcher.Failure(description: "socket failed, errno \(errno)") }
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw Launcher.Failure(description: "connect to 127.0.0.1:\(port) failed, errno \(code)")
        }
        socket = fd
    }

    deinit {
        close(socket)
    }

    /// Sends `GET target` and reads the whole answer: its status and body.
    func get(_ target: String) throws -> (status: Int, body: [UInt8]) {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Launcher.Failure(description: "send failed, errno \(errno)") }
            sent += count
        }
        let headEnd = try fill { Self.headEnd(in: $0) }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self).lowercased()
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
        else { throw Launcher.Failure(description: "no status line") }
        let length =
            lines.lazy.compactMap { line -> Int? in
                guard line.hasPrefix("content-length:") else { return nil }
                return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        let total = headEnd + 4 + length
        _ = try fill { $0.count >= total ? total : nil }
        let body = Array(buffer[(headEnd + 4)..<total])
        buffer.removeFirst(total)
        return (status, body)
    }

    /// Reads until `done` finds what it needs in the buffer; returns what it found.
    private func fill(_ done: ([UInt8]) -> Int?) throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let found = done(buffer) { return found }
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Launcher.Failure(description: "the server closed or timed out") }
            buffer += chunk[0..<count]
        }
    }

    /// Where the blank line after the head starts.
    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// The latencies of every load thread, merged under a lock.
final class LockedResults: Sendable {
    private let state = Mutex(RoundResult())

    func add(_ latencies: [Duration], failures: Int) {
        state.withLock {
            $0.latencies += latencies
            $0.failures += failures
        }
    }

    var result: RoundResult { state.withLock { $0 } }
}
