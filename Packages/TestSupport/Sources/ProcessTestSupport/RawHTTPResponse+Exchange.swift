extension RawHTTPResponse {
    /// `GET target` on a new connection to 127.0.0.1:`port` (`Connection: close`), read to the end;
    /// `nil` when the server closed without answering a status line.
    public static func get(
        port: Int, _ target: String, headers: [String: String] = [:]
    ) async throws
        -> RawHTTPResponse?
    {
        try await exchange(port: port, Array(RawHTTPRequest.get(target, headers: headers).utf8))
    }

    /// Sends `bytes` as they are on a new connection and reads until the server closes; `nil` when
    /// no status line came back.
    public static func exchange(port: Int, _ bytes: [UInt8]) async throws -> RawHTTPResponse? {
        RawHTTPResponse(try await RawHTTPConnection.exchange(port: port, bytes))
    }
}
