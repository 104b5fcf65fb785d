import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct RawHTTPTests {
    @Test func parsesStatusHeadersAndBody() throws {
        let response = try #require(
            RawHTTPResponse(Array("HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\nX-Thing:  a b \r\n\r\nno".utf8)))
        #expect(response.status == 404)
        #expect(response.declaredContentLength == 2)
        #expect(response.headers["x-thing"] == "a b")
        #expect(response.bodyText == "no")
    }

    @Test func undoesChunkedEncoding() throws {
        let bytes = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n".utf8)
        let response = try #require(RawHTTPResponse(bytes))
        #expect(response.bodyText == "abcde")
    }

    @Test func bytesWithoutAHeadAreNoResponse() {
        #expect(RawHTTPResponse(Array("garbage".utf8)) == nil)
        #expect(RawHTTPResponse(Array("nonsense\r\n\r\n".utf8)) == nil)
        #expect(RawHTTPResponse.headerEnd(in: Array("a\r\n\r\nb".utf8)) == 1)
    }

    @Test func aRequestHeadIsWrittenAsGiven() {
        #expect(
            RawHTTPRequest.get("/x?y=1", headers: ["B": "2", "A": "1"])
                == "GET /x?y=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nA: 1\r\nB: 2\r\n\r\n")
    }

    @Test func exchangesBytesWithALoopbackListener() async throws {
        let listener = try LoopbackListener()
        async let served: [UInt8] = listener.answerOnce(with: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello")
        let bytes = try await RawHTTPConnection.exchange(
            port: Int(listener.port), Array(RawHTTPRequest.get("/health").utf8))
        let request = try await served
        #expect(String(decoding: request, as: UTF8.self).hasPrefix("GET /health HTTP/1.1\r\n"))
        let response = try #require(RawHTTPResponse(bytes))
        #expect(response.status == 200)
        #expect(response.bodyText == "hello")
    }

    @Test func aServerClosingWithTheRequestUnreadResetsTheConnection() async throws {
        let listener = try LoopbackListener()
        for endingAtReset in [false, true] {
            let connection = try RawHTTPConnection(port: Int(listener.port))
            try await connection.send(Array("GET /health HTTP/1.1\r\nX-Cut: ".utf8))
            try await listener.closeWithTheRequestUnread()
            if endingAtReset {
                #expect(try await connection.readUntilClosed().isEmpty)
            } else {
                // What `readToEnd` sees: the reset is an error, not the end of the bytes.
                await #expect {
                    try await connection.readToEnd()
                } throws: { error in
                    guard case .receive(let code) = error as? RawHTTPConnection.Failure else { return false }
                    return code == ECONNRESET
                }
            }
        }
    }

    @Test func connectingToAClosedPortFails() throws {
        // Held, not closed: a port merely closed again may go to a listener a parallel test opens.
        let closed = try RefusingLoopbackPort()
        #expect {
            try RawHTTPConnection(port: closed.port)
        } throws: { error in
            guard case .connect(let code) = error as? RawHTTPConnection.Failure else { return false }
            return code == ECONNREFUSED
        }
        withExtendedLifetime(closed) {}
    }

    @Test func noOtherSocketCanListenOnAHeldRefusingPort() throws {
        let held = try RefusingLoopbackPort()
        #expect(throws: ProcessFailure.self) { try LoopbackListener(port: UInt16(held.port)) }
        withExtendedLifetime(held) {}
    }
}

/// A one-shot TCP listener on 127.0.0.1 and a free port (or `port`): accepts one connection, reads
/// the request head, answers and closes.
private final class LoopbackListener: Sendable {
    let descriptor: Int32
    let port: UInt16

    init(port: UInt16 = 0) throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw ProcessFailure(description: "cannot listen on loopback (errno \(errno))")
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(descriptor)
    }

    /// Accepts one connection, waits for the client's first bytes without reading them, and
    /// closes it: with bytes unread, TCP resets the connection instead of ending it.
    func closeWithTheRequestUnread() async throws {
        try await offloaded { [descriptor] in
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { throw ProcessFailure(description: "accept failed (errno \(errno))") }
            var byte: UInt8 = 0
            _ = recv(connection, &byte, 1, Int32(MSG_PEEK))
            close(connection)
        }
    }

    func answerOnce(with response: String) async throws -> [UInt8] {
        try await offloaded { [descriptor] in
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { throw ProcessFailure(description: "accept failed (errno \(errno))") }
            defer { close(connection) }
            var request: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while RawHTTPResponse.headerEnd(in: request) == nil {
                let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                request += chunk[0..<count]
            }
            _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            return request
        }
    }
}
