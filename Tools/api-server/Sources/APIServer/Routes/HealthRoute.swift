import Hummingbird

/// `GET /health` answers `ok` (text/plain) whenever the server is up; no fault applies to it.
enum HealthRoute {
    static let path = "/health"

    static func register<Context: RequestContext>(on router: Router<Context>) {
        router.get(RouterPath(path)) { _, _ -> Response in
            var response = Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: "ok")))
            response.headers[.contentType] = "text/plain; charset=utf-8"
            return response
        }
    }
}
