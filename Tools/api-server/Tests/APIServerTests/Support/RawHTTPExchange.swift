import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemSend = Glibc.send
/// Writing to a socket the server has closed must fail with EPIPE, not kill the test process.
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let systemSend = Darwin.send
private let noSignal: Int32 = 0
#endif

/// A deliberately plain HTTP/1.1 client over a blocking loopback socket: it sends exactly the bytes
/// it is given and reports exactly the bytes that arrive, so tests can see what a real client
/// would (a body shorter than its Content-Length, a stall, a request line no URL type accepts).
///
/// Blocking calls run on a thread of their own, never on the concurrency pool the server's
/// handlers need nor on Dispatch's small shared pool (many tests run at once). Every read gives up after `timeout` so a broken server fails the test instead of hanging it.
final class RawHTTPConnection: Sendable {
    private let socket: Int32

    enum Failure: Error, CustomStringConvertible {
        case connect(Int32)
        case send(Int32)
        case receive(Int32)

        var description: String {
            switch self {
            case .connect(let code): "connect failed, errno \(code)"
            case .send(let code): "send failed, errno \(code)"
            case .receive(let code): "receive failed or timed out, errno \(code)"
            }
        }
    }

    /// Connects to 127.0.0.1 on the port.
    init(port: Int, timeout: Duration = .seconds(10)) throws {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure.connect(errno) }
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw Failure.connect(code)
        }
        socket = fd
    }

    deinit {
        close(socket)
    }

    /// Sends the bytes as they are.
    func send(_ bytes: [UInt8]) async throws {
        try await offThePool { [socket] in
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { systemSend(socket, $0.baseAddress, $0.count, noSignal) }
                guard count > 0 else { throw Failure.send(errno) }
                sent += count
            }
        }
    }

    /// Sends a request line and headers, ending the head; `Connection: close` so the server ends
    /// the exchange by closing.
    func sendRequest(_ target: String, headers: [String: String] = [:]) async throws {
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        try await send(Array(head.utf8))
    }

    /// Reads until `done` says the bytes so far are enough, or until the server closes.
    func read(until done: @escaping @Sendable ([UInt8]) -> Bool) async throws -> [UInt8] {
        try await offThePool { [socket] in
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while !done(received) {
                let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count == 0 { break }
                guard count > 0 else { throw Failure.receive(errno) }
                received += chunk[0..<count]
            }
            return received
        }
    }

    /// Reads everything until the server closes the connection.
    func readToEnd() async throws -> [UInt8] {
        try await read(until: { _ in false })
    }

    private func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

/// An HTTP response as bytes arrived: the status, headers (lower-cased names) and whatever body
/// bytes came before the connection closed.
struct RawHTTPResponse {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]

    /// Parses the bytes; nil if they do not even hold a status line and a header block.
    init?(_ bytes: [UInt8]) {
        guard let end = RawHTTPResponse.headerEnd(in: bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusParts = lines.removeFirst().split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.status = status
        self.headers = headers
        self.body = Array(bytes[(end + 4)...])
    }

    var declaredContentLength: Int? { headers["content-length"].flatMap(Int.init) }

    /// Where the blank line after the headers starts.
    static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}
