import Foundation

/// An HTTP response as its bytes arrived: the status, the headers (lower-cased names) and whatever
/// body bytes came before the connection closed.
public struct RawHTTPResponse: Sendable, CustomStringConvertible {
    public let status: Int
    public let headers: [String: String]
    /// The body bytes as they arrived (still chunked if the server chunked them).
    public let body: [UInt8]

    /// Parses the bytes; `nil` if they do not even hold a status line and a header block.
    public init?(_ bytes: [UInt8]) {
        guard let end = RawHTTPResponse.headerEnd(in: bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusParts = lines.removeFirst().split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(
                line[line.index(after: colon)...].drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
                    .reversed())
        }
        self.status = status
        self.headers = headers
        self.body = Array(bytes[(end + 4)...])
    }

    public var declaredContentLength: Int? { headers["content-length"].flatMap(Int.init) }

    /// The body with a chunked transfer encoding undone (as far as the chunks are whole).
    public var decodedBody: [UInt8] {
        headers["transfer-encoding"]?.lowercased() == "chunked" ? Self.dechunk(body) : body
    }

    /// ``decodedBody`` as text.
    public var bodyText: String { String(decoding: decodedBody, as: UTF8.self) }

    public var description: String {
        "status \(status), body \(String(bodyText.prefix(300)).debugDescription)"
    }

    /// Where the blank line after the headers starts.
    public static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstRange(of: [13, 10]) else { break }
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
