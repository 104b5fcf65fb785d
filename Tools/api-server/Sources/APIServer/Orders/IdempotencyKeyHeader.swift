import HTTPTypes

/// The `Idempotency-Key` header of `POST /v1/orders`: 1...255 characters of `[A-Za-z0-9._:-]`.
enum IdempotencyKeyHeader {
    static let name = HTTPField.Name("Idempotency-Key")!

    /// The request's key.
    /// - Throws: ``APIError`` 400 `missing_idempotency_key` without one, `bad_request` for one
    ///   that is not a key.
    static func key(in headers: HTTPFields) throws(APIError) -> String {
        let values = headers[values: name]
        guard let key = values.first else {
            throw APIError(
                status: .badRequest, code: "missing_idempotency_key",
                message: "POST /v1/orders needs an Idempotency-Key header")
        }
        guard values.count == 1 else { throw .badRequest("Idempotency-Key is given more than once") }
        guard (1...255).contains(key.utf8.count), key.unicodeScalars.allSatisfy(isAllowed) else {
            throw .badRequest("Idempotency-Key must be 1 to 255 characters of A-Z a-z 0-9 . _ : -")
        }
        return key
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "._:-".unicodeScalars.contains(scalar))
    }
}
