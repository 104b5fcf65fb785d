import Hummingbird
import Services

/// Builds the API's JSON responses with the contract's coder settings (the same ones the HTTP
/// client in Services decodes with).
enum JSONResponse {
    static let contentType = "application/json; charset=utf-8"

    /// 200 with the DTO as JSON.
    static func ok(_ value: some Encodable) throws -> Response {
        try make(status: .ok, value: value)
    }

    /// The status with the DTO as JSON.
    static func make(status: HTTPResponse.Status, value: some Encodable) throws -> Response {
        make(status: status, body: try encode(value))
    }

    /// 200 with a body that is already the contract's JSON.
    static func ok(json body: ByteBuffer) -> Response {
        make(status: .ok, body: body)
    }

    /// The error's status with the contract's error body.
    static func error(_ error: APIError) -> Response {
        let body =
            (try? encode(ErrorDTO(code: error.code, message: error.message)))
            ?? ByteBuffer(string: #"{"error":{"code":"internal","message":"the error could not be encoded"}}"#)
        var response = make(status: error.status, body: body)
        if error.status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
        return response
    }

    private static func make(status: HTTPResponse.Status, body: ByteBuffer) -> Response {
        var response = Response(status: status, body: ResponseBody(byteBuffer: body))
        response.headers[.contentType] = contentType
        return response
    }

    private static func encode(_ value: some Encodable) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONCoding.makeEncoder().encode(value))
    }
}

/// Errors thrown anywhere answer with the contract's body, even outside ``ErrorResponseMiddleware``.
extension APIError: HTTPResponseError {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.error(self)
    }
}
