import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import ProcessTestSupport
import Services
import Testing

@Suite struct FaultInjectionTests {
    private let featured = "/v1/products/featured?limit=3"

    @Test func latencyHeaderSchedulesThatDelayWithoutWaiting() async throws {
        let recorder = SleepRecorder()
        try await TestServer.withRunningServer(sleeper: recorder.sleeper) { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault-Latency-Ms": "500"]))
            #expect(response.status == .ok)
        }
        #expect(recorder.recorded == [.milliseconds(500)])
    }

    @Test func serverLatencyDelaysEveryRequestButHealth() async throws {
        let recorder = SleepRecorder()
        let configuration = APIServerConfiguration(port: 0, faults: FaultSettings(latency: .milliseconds(250)))
        try await TestServer.withRunningServer(configuration, sleeper: recorder.sleeper) { client in
            _ = try await client.execute(uri: featured, method: .get)
            _ = try await client.execute(uri: "/v1/blog/entries", method: .get)
            _ = try await client.execute(uri: "/health", method: .get)
        }
        #expect(recorder.recorded == [.milliseconds(250), .milliseconds(250)])
    }

    @Test func withoutFaultsNothingSleeps() async throws {
        let recorder = SleepRecorder()
        try await TestServer.withRunningServer(sleeper: recorder.sleeper) { client in
            let response = try await client.execute(uri: featured, method: .get)
            #expect(response.status == .ok)
        }
        #expect(recorder.recorded.isEmpty)
    }

    @Test func failureStatusHeaderAnswersThatStatusWithTheErrorBody() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault-Status": "503"]))
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let error = try response.body.decode(ErrorDTO.self)
            #expect(error.error.code == "injected_failure")
        }
    }

    @Test func serverFailureRateWithASeedFailsTheSameRequestsOnEveryRun() async throws {
        let configuration = APIServerConfiguration(
            port: 0, faults: FaultSettings(failureRate: 0.5, failureStatus: 500), seed: 7)
        func statuses() async throws -> [Int] {
            try await TestServer.withRunningServer(configuration) { client in
                var seen: [Int] = []
                for _ in 0..<24 { seen.append(try await client.execute(uri: featured, method: .get).status.code) }
                return seen
            }
        }
        let first = try await statuses()
        let second = try await statuses()
        #expect(first == second)
        #expect(Set(first) == [200, 500])
    }

    @Test func aRequestSeedMakesItsFailureReproducible() async throws {
        try await TestServer.withRunningServer { client in
            var outcomes: Set<Int> = []
            for seed in 0..<16 {
                let headers = TestServer.headers([
                    "X-Fault-Rate": "0.5", "X-Fault-Seed": "\(seed)", "X-Fault-Status": "502",
                ])
                let first = try await client.execute(uri: featured, method: .get, headers: headers).status.code
                let again = try await client.execute(uri: featured, method: .get, headers: headers).status.code
                #expect(first == again, "seed \(seed)")
                outcomes.insert(first)
            }
            #expect(outcomes == [200, 502])
        }
    }

    @Test func malformedJSONKeepsStatusAndTypeButDoesNotParse() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault": "malformed-json"]))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.headers[.contentLength] == "\(response.body.readableBytes)")
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(buffer: response.body)) }
            #expect(throws: (any Error).self) { try response.body.decode(ProductListDTO.self) }
        }
    }

    @Test func wrongContentTypeSendsAnHTMLPage() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault": "wrong-content-type"]))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(String(buffer: response.body).hasPrefix("<!DOCTYPE html>"))
        }
    }

    @Test func faultNoneOverridesTheServersBodyFault() async throws {
        let configuration = APIServerConfiguration(port: 0, faults: FaultSettings(bodyFault: .malformedJSON))
        try await TestServer.withRunningServer(configuration) { client in
            let spoiled = try await client.execute(uri: featured, method: .get)
            #expect(throws: (any Error).self) { try spoiled.body.decode(ProductListDTO.self) }
            let clean = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault": "none"]))
            #expect(try clean.body.decode(ProductListDTO.self).products.count == 3)
        }
    }

    @Test func anInvalidFaultHeaderIsABadRequest() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault": "explode"]))
            #expect(response.status == .badRequest)
            let error = try response.body.decode(ErrorDTO.self)
            #expect(error.error.code == "bad_request")
            #expect(error.error.message.contains("X-Fault"))
        }
    }

    @Test func healthIgnoresEveryServerFault() async throws {
        let recorder = SleepRecorder()
        let faults = FaultSettings(latency: .seconds(5), failureRate: 1, failureStatus: 500, bodyFault: .stall)
        try await TestServer.withRunningServer(
            APIServerConfiguration(port: 0, faults: faults), sleeper: recorder.sleeper
        ) { client in
            let response = try await client.execute(uri: "/health", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "ok")
        }
        #expect(recorder.recorded.isEmpty)
    }

    @Test func bodyFaultsLeaveErrorAnswersIntact() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(
                uri: "/v1/products/no-such-product", method: .get,
                headers: TestServer.headers(["X-Fault": "malformed-json"]))
            #expect(response.status == .notFound)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "not_found")
        }
    }

    // MARK: On the wire: what only a real connection shows

    @Test func truncatedBodyEndsBeforeItsContentLength() async throws {
        try await TestServer.withRunningServer { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest(featured, headers: ["X-Fault": "truncated"])
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.status == 200)
            let declared = try #require(response.declaredContentLength)
            #expect(response.body.count == declared / 2)
            #expect(response.body.count < declared)
        }
    }

    @Test func serverWideTruncationAppliesWithoutHeaders() async throws {
        let configuration = APIServerConfiguration(port: 0, faults: FaultSettings(bodyFault: .truncated))
        try await TestServer.withRunningServer(configuration) { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest("/v1/blog/entries")
            let response = try #require(RawHTTPResponse(try await connection.readToEnd()))
            #expect(response.body.count < (try #require(response.declaredContentLength)))
        }
    }

    @Test func stalledBodySendsHalfThenWaitsTheStallDurationThenCloses() async throws {
        let gate = SleepGate()
        let configuration = APIServerConfiguration(port: 0, stallDuration: .seconds(60))
        try await TestServer.withRunningServer(configuration, sleeper: gate.sleeper) { client in
            let connection = try RawHTTPConnection(port: client.port)
            try await connection.sendRequest(featured, headers: ["X-Fault": "stall"])
            var stalls = gate.started.makeAsyncIterator()
            let stall = await stalls.next()
            #expect(stall == .seconds(60))
            // While the server is held in the stall, half the body has already arrived.
            let beforeEnd = try await connection.read { bytes in
                guard let response = RawHTTPResponse(bytes), let declared = response.declaredContentLength else {
                    return false
                }
                return response.body.count >= declared / 2
            }
            let partial = try #require(RawHTTPResponse(beforeEnd))
            let declared = try #require(partial.declaredContentLength)
            #expect(partial.body.count == declared / 2)
            gate.open()
            let rest = try await connection.readToEnd()
            #expect(rest.isEmpty, "after the stall the connection closes without the rest of the body")
        }
    }
}
