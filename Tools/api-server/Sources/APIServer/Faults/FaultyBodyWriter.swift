import Hummingbird
import ServiceLifecycle

/// Rewrites a good response into a broken one, one ``BodyFault`` at a time. The broken bodies are
/// response-body writers: they decide what reaches the wire and when the connection ends.
struct FaultyBodyWriter: Sendable {
    let sleeper: Sleeper
    let stallDuration: Duration

    /// Thrown from a body writer to make the server drop the connection mid-body.
    struct ConnectionDropped: Error {}

    /// What a captive portal or misconfigured proxy sends instead of JSON.
    static let htmlPage =
        "<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Network login required</h1></body></html>\n"

    func response(spoiling response: Response, body: ByteBuffer, with fault: BodyFault) -> Response {
        var response = response
        switch fault {
        case .malformedJSON:
            response.body = ResponseBody(byteBuffer: Self.malformed(body))
        case .truncated:
            let half = body.getSlice(at: body.readerIndex, length: body.readableBytes / 2) ?? ByteBuffer()
            response.body = ResponseBody(contentLength: body.readableBytes) { writer in
                try await writer.write(half)
                throw ConnectionDropped()
            }
        case .stall:
            let half = body.getSlice(at: body.readerIndex, length: body.readableBytes / 2) ?? ByteBuffer()
            let sleeper = self.sleeper
            let stallDuration = self.stallDuration
            response.body = ResponseBody(contentLength: body.readableBytes) { writer in
                try await writer.write(half)
                // A graceful shutdown ends the stall early instead of holding the server up.
                try? await cancelWhenGracefulShutdown { try await sleeper.sleep(stallDuration) }
                throw ConnectionDropped()
            }
        case .wrongContentType:
            response.headers[.contentType] = "text/html; charset=utf-8"
            response.body = ResponseBody(byteBuffer: ByteBuffer(string: Self.htmlPage))
        case .commitThenDrop:
            // Not a body: FaultMiddleware closes the connection before the head is written.
            break
        }
        return response
    }

    /// The JSON with its last byte cut off and a stray token appended: same status and content
    /// type, but no JSON parser accepts it.
    static func malformed(_ body: ByteBuffer) -> ByteBuffer {
        var broken = body.getSlice(at: body.readerIndex, length: max(0, body.readableBytes - 1)) ?? ByteBuffer()
        broken.writeString(",,<not json>")
        return broken
    }
}
