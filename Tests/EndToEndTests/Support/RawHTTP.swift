import Foundation
import Glibc

/// A minimal HTTP/1.1 client on a plain loopback socket, so a test can send exactly the bytes it
/// means (garbage request lines, unnormalised paths, oversized URIs) and see exactly the answer.
enum RawHTTP {
    struct Response: Sendable, CustomStringConvertible {
        /// The status code, or `nil` when the server closed without a status line.
        let status: Int?
        let headers: [String: String]
        let body: Data

        var bodyText: String { String(decoding: body, as: UTF8.self) }

        var description: String {
            "status \(status.map(String.init) ?? "none"), body \(String(bodyText.prefix(300)).debugDescription)"
        }
    }

    /// `GET pathAndQuery` on 127.0.0.1:`port`, with `Connection: close`.
    static func get(port: UInt16, _ pathAndQuery: String, headers: [String: String] = [:]) async throws -> Response {
        var request = "GET \(pathAndQuery) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        return try await send(port: port, Array((request + "\r\n").utf8))
    }

    /// Sends `bytes` as they are, then reads until the server closes (at most 10 s).
    static func send(port: UInt16, _ bytes: [UInt8]) async throws -> Response {
        try await offloaded { try exchange(port: port, bytes) }
    }

    private static func exchange(port: UInt16, _ bytes: [UInt8]) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ProcessFailure(description: "socket failed (errno \(errno))") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            throw ProcessFailure(description: "connect to port \(port) failed (errno \(errno))")
        }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer (414, 413) and close before reading everything: that is fine.
            guard count > 0 else { break }
            sent += count
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while received.count < 16_000_000 {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        return parse(received)
    }

    private static func parse(_ bytes: [UInt8]) -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headerEnd = bytes.firstRange(of: separator) else {
            return Response(status: nil, headers: [:], body: Data(bytes))
        }
        let head = String(decoding: bytes[..<headerEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = statusLine.count >= 2 ? Int(statusLine[1]) : nil
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Array(bytes[headerEnd.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: Data(body))
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstRange(of: Array("\r\n".utf8)) else { break }
            let sizeText = String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let end = min(start + size, bytes.count)
            output += bytes[start..<end]
            index = end + 2
        }
        return output
    }
}
