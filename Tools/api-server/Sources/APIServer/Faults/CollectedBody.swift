import Hummingbird

/// Reads a whole response body into one buffer, so a fault can rewrite it.
enum CollectedBody {
    static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let sink = Sink()
        try await body.write(CollectingWriter(sink: sink))
        return sink.buffer
    }

    /// Holds the bytes while the body is written; used by one task only, so it needs no lock.
    private final class Sink {
        var buffer = ByteBuffer()
    }

    private struct CollectingWriter: ResponseBodyWriter {
        let sink: Sink

        mutating func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            sink.buffer.writeBuffer(&buffer)
        }

        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
