#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberately plain HTTP/1.1 client over a blocking loopback socket: it sends exactly the bytes
/// it is given and reports exactly the bytes that arrive, so tests can see what a real client
/// would (garbage request lines, a body shorter than its Content-Length, a stall).
///
/// Blocking calls run through ``offloaded(_:)``, off the concurrency pool. Every read gives up
/// after `timeout`, so a broken server fails the test instead of hanging it.
public final class RawHTTPConnection: Sendable {
    private let socket: Int32

    public enum Failure: Error, CustomStringConvertible {
        case connect(Int32)
        case send(Int32)
        case receive(Int32)

        public var description: String {
            switch self {
            case .connect(let code): "connect failed, errno \(code)"
            case .send(let code): "send failed, errno \(code)"
            case .receive(let code): "receive failed or timed out, errno \(code)"
            }
        }
    }

    /// Connects to 127.0.0.1 on `port`.
    public init(port: Int, timeout: Duration = .seconds(10)) throws(Failure) {
        let descriptor = systemStreamSocket()
        guard descriptor >= 0 else { throw Failure.connect(errno) }
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw Failure.connect(code)
        }
        socket = descriptor
    }

    deinit {
        close(socket)
    }

    /// Sends the bytes as they are. With `stopAtClose`, a server that closes before reading them
    /// all (answering 413 or 414 early) ends the send quietly instead of failing it.
    public func send(_ bytes: [UInt8], stopAtClose: Bool = false) async throws {
        try await offloaded { [socket] in
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { systemSend(socket, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    if stopAtClose { return }
                    throw Failure.send(errno)
                }
                sent += count
            }
        }
    }

    /// Sends `GET target` and `headers`, ending the head; `Connection: close` so the server ends
    /// the exchange by closing.
    public func sendRequest(_ target: String, headers: [String: String] = [:]) async throws {
        try await send(Array(RawHTTPRequest.get(target, headers: headers).utf8))
    }

    /// Reads until `done` says the bytes so far are enough, or until the server closes.
    public func read(until done: @escaping @Sendable ([UInt8]) -> Bool) async throws -> [UInt8] {
        try await read(until: done, endingAtReset: false)
    }

    /// Reads everything until the server closes the connection.
    public func readToEnd() async throws -> [UInt8] {
        try await read(until: { _ in false })
    }

    /// Reads until the server closes the connection, in either way TCP has: an end, or a reset.
    /// A server that closes with bytes from the client still unread (a head cut off, a body it
    /// refused) resets the connection, and whether it got round to reading them first depends on
    /// how busy it was; for a test that the server closed at all, both are a close. A timeout is
    /// still an error.
    public func readUntilClosed() async throws -> [UInt8] {
        try await read(until: { _ in false }, endingAtReset: true)
    }

    private func read(
        until done: @escaping @Sendable ([UInt8]) -> Bool, endingAtReset: Bool
    ) async throws -> [UInt8] {
        try await offloaded { [socket] in
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while !done(received) {
                let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count == 0 { break }
                guard count > 0 else {
                    let code = errno
                    if endingAtReset, code == ECONNRESET { break }
                    throw Failure.receive(code)
                }
                received += chunk[0..<count]
            }
            return received
        }
    }

    /// One whole exchange on a new connection: sends `bytes` (a server may answer and close before
    /// reading them all), then reads until the server closes.
    public static func exchange(
        port: Int, _ bytes: [UInt8], timeout: Duration = .seconds(10)
    ) async throws
        -> [UInt8]
    {
        let connection = try RawHTTPConnection(port: port, timeout: timeout)
        try await connection.send(bytes, stopAtClose: true)
        return try await connection.read(until: { $0.count >= 16_000_000 })
    }
}

/// Request heads written by hand.
public enum RawHTTPRequest {
    /// `GET target HTTP/1.1` with `Host`, `Connection: close` and `headers` (sorted by name), ending
    /// with the blank line.
    public static func get(_ target: String, host: String = "127.0.0.1", headers: [String: String] = [:]) -> String {
        var head = "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        return head + "\r\n"
    }
}
