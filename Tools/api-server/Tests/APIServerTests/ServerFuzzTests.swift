import APIServer
import Foundation
import FoundationExt
import Hummingbird
import ProcessTestSupport
import Testing

/// Seeded, bounded fuzzing of the live server over loopback: random methods, paths,
/// percent-encodings, query parameters, headers and bodies (declared right and wrong, chunked
/// well and badly), and raw garbage. No answer may be a 5xx unless the request asked for one with
/// a fault switch, and the server must still answer `/health` afterwards.
@Suite struct ServerFuzzTests {
    static let seed: UInt64 = 0xF022_0013
    static let requestCount = 600
    /// The run stops early (keeping what it checked) when this much time has passed.
    static let timeBudget: Duration = .seconds(40)
    static let parallelConnections = 8

    @Test func randomRequestsNeverGetA5xxAndTheServerStaysUp() async throws {
        // A short idle timeout ends the exchanges that leave the server waiting for more bytes.
        let configuration = APIServerConfiguration(port: 0, limits: RequestLimits(idleTimeout: .milliseconds(200)))
        print("ServerFuzzTests: seed \(Self.seed) (request i uses seed + i)")
        try await TestServer.withRunningServer(configuration) { client in
            let port = client.port
            let deadline = ContinuousClock.now + Self.timeBudget
            let answered = LockedBox(0)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for lane in 0..<Self.parallelConnections {
                    group.addTask {
                        for index in stride(from: lane, to: Self.requestCount, by: Self.parallelConnections) {
                            guard ContinuousClock.now < deadline else { return }
                            var random = SplitMix64(seed: Self.seed &+ UInt64(index))
                            let request = FuzzRequest.make(&random)
                            let connection = try RawHTTPConnection(port: port)
                            // The server may answer and close before taking every byte.
                            try? await connection.send(request.bytes)
                            let bytes = (try? await connection.readToEnd()) ?? []
                            guard let response = RawHTTPResponse(bytes) else { continue }
                            answered.withLock { $0 += 1 }
                            #expect(
                                response.status < 500 || request.asksForFailure,
                                "request \(index) (seed \(Self.seed)) got \(response.status): \(request.shown)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(answered.value > 0)

            let health = try RawHTTPConnection(port: port)
            try await health.sendRequest("/health")
            #expect(RawHTTPResponse(try await health.readToEnd())?.status == 200)
        }
    }
}

/// One random request, as bytes, and whether a fault switch in it may ask for a 5xx.
struct FuzzRequest {
    let bytes: [UInt8]
    let asksForFailure: Bool

    /// The request for a failure message: escaped, and cut if long.
    var shown: String {
        String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
    }

    static func make(_ random: inout SplitMix64) -> FuzzRequest {
        if random.below(10) == 0 { return garbage(&random) }
        var asksForFailure = false
        let method = random.pick([
            "GET", "GET", "GET", "GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH", "BREW", "get",
        ])
        var target = path(&random)
        if random.below(2) == 0 { target += "?" + query(&random) }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for _ in 0..<random.below(5) {
            let (name, value) = header(&random)
            if name == "X-Fault-Status" || name == "X-Fault-Rate" { asksForFailure = true }
            head += "\(name): \(value)\r\n"
        }
        let (bodyHeaders, body) = self.body(&random)
        head += bodyHeaders + "\r\n"
        return FuzzRequest(bytes: Array(head.utf8) + body, asksForFailure: asksForFailure)
    }

    private static func garbage(_ random: inout SplitMix64) -> FuzzRequest {
        var bytes = (0..<(1 + random.below(200))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        if random.below(2) == 0 { bytes += Array("\r\n\r\n".utf8) }
        return FuzzRequest(bytes: bytes, asksForFailure: false)
    }

    private static func path(_ random: inout SplitMix64) -> String {
        let template = random.pick([
            "/v1/products/{}", "/v1/skus/{}/product", "/v1/blog/entries/{}", "/v1/products", "/v1/products/featured",
            "/v1/blog/entries", "/health", "/", "/v2/{}", "/{}/{}", "*", "/v1/products/{}/{}", "/v1/orders",
            "/v1/orders", "/v1/orders/{}",
        ])
        var path = ""
        for part in template.split(separator: "{}", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 { path += segment(&random) }
            path += part.element
        }
        return path
    }

    private static func segment(_ random: inout SplitMix64) -> String {
        let pieces = [
            "a", "Z", "0", "9", "-", ".", "..", "_", "~", "%20", "%2F", "%00", "%ZZ", "%", "%%", "%E2%80%AE",
            "%1B%5B2J",
            "%C3%A9", "%F0%9F%98%80", "%FF", "é", "p-0001", "tee-red-s", "1", "-1", "99999999999999999999999", ";", "=",
            "+", "!", "'", "(", ":", "@", "$",
        ]
        let count = random.below(6) == 0 ? random.below(300) : random.below(8)
        return (0..<count).map { _ in random.pick(pieces) }.joined()
    }

    private static func query(_ random: inout SplitMix64) -> String {
        let names = ["q", "limit", "page", "pageSize", "x", "", "q%00", "LIMIT"]
        let values = [
            "", "1", "20", "100", "101", "0", "-1", "1e3", "abc", "oak", "oak%20chair", "%", "%ZZ", "%00", "+",
            "99999999999999999999999", "%F0%9F%98%80", "a=b", "&",
        ]
        return (0..<(1 + random.below(4))).map { _ in
            random.below(8) == 0 ? random.pick(names) : random.pick(names) + "=" + random.pick(values)
        }.joined(separator: random.below(10) == 0 ? "&&" : "&")
    }

    private static func header(_ random: inout SplitMix64) -> (String, String) {
        switch random.below(10) {
        case 0:
            return (
                "X-Fault",
                random.pick([
                    "malformed-json", "truncated", "stall", "wrong-content-type", "commit-then-drop", "none", "explode",
                    "",
                ])
            )
        case 1: return ("X-Fault-Latency-Ms", random.pick(["0", "5", "-1", "soon", "120001", "1e3"]))
        case 2: return ("X-Fault-Seed", random.pick(["1", "7", "-1", "x", "18446744073709551616"]))
        case 3:
            return (random.pick(["X-Fault-Status", "X-Fault-Rate"]), random.pick(["503", "0.5", "1", "600", "x", ""]))
        case 4: return ("Accept", random.pick(["*/*", "application/json", "text/html;q=0.1", ""]))
        case 5: return ("X-" + segment(&random).filter(\.isLetter), String(repeating: "v", count: random.below(3_000)))
        case 6: return ("Expect", random.pick(["100-continue", "nothing"]))
        case 8:
            return (
                "Authorization",
                random.pick([
                    "Bearer dev-token-alice", "Bearer dev-token-alice", "Bearer dev-token-bob", "Bearer x",
                    "Basic YQ==", "Bearer ", "",
                ])
            )
        case 9:
            return (
                "Idempotency-Key", random.pick(["k-1", "k-1", "k-2", "", "a b", String(repeating: "k", count: 300)])
            )
        default:
            return (
                "Content-Type", random.pick(["application/json", "text/plain", "multipart/form-data; boundary=x", ""])
            )
        }
    }

    /// Body headers (each line ending in CRLF) and the body bytes, right or deliberately wrong.
    private static func body(_ random: inout SplitMix64) -> (String, [UInt8]) {
        let payload = Array((0..<random.below(2_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        switch random.below(9) {
        case 0: return ("Content-Length: \(payload.count)\r\n", payload)
        case 1: return ("Content-Length: \(payload.count + 1 + random.below(50))\r\n", payload)  // short: server waits
        case 2: return ("Content-Length: \(random.pick(["-1", "abc", "1e3", "99999999999999999999"]))\r\n", payload)
        case 3:
            let chunk = Array(payload.prefix(500))
            let encoded = String(chunk.count, radix: 16) + "\r\n"
            return ("Transfer-Encoding: chunked\r\n", Array(encoded.utf8) + chunk + Array("\r\n0\r\n\r\n".utf8))
        case 4:
            let size = random.pick(["ZZ", "-1", "fffffffffffffffff", "", "5;ext", "3"])
            return (
                "Transfer-Encoding: chunked\r\n",
                Array("\(size)\r\n".utf8) + payload.prefix(40) + Array("\r\n0\r\n\r\n".utf8)
            )
        case 5: return ("Transfer-Encoding: \(random.pick(["gzip", "chunked, chunked", "identity", "x"]))\r\n", payload)
        case 6: return ("Content-Length: 3\r\nTransfer-Encoding: chunked\r\n", Array("3\r\nabc\r\n0\r\n\r\n".utf8))
        case 7:
            let order = Array(orderJSON(&random).utf8)
            return ("Content-Length: \(order.count)\r\n", order)
        default: return ("", [])
        }
    }

    /// An order request, well formed or nearly: real and unknown SKUs, quantities in and out of
    /// range, right and wrong prices, missing fields.
    private static func orderJSON(_ random: inout SplitMix64) -> String {
        let lines = (0..<random.below(4)).map { _ in
            let sku = random.pick(["p-0001-cream-small", "p-0002", "nope", "", "%00", "p-0001-cream-small"])
            let quantity = random.pick(["1", "2", "0", "999", "1000", "-1", "\"3\"", "1.5"])
            let price = random.pick([
                #"{"currency":"USD","regular":"284.00"}"#, #"{"currency":"USD","regular":"284"}"#,
                #"{"currency":"USD","regular":"1.00"}"#, #"{"currency":"EUR","regular":"284.00"}"#,
                #"{"currency":"USD","regular":"x"}"#, #"{"currency":"USD"}"#, "null",
            ])
            return #"{"sku":"\#(sku)","quantity":\#(quantity),"price":\#(price)}"#
        }
        let currency = random.pick(["USD", "USD", "EUR", ""])
        return #"{"currency":"\#(currency)","lines":[\#(lines.joined(separator: ","))]}"#
    }
}
