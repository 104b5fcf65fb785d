import APIServer
import HTTPTypes
import Hummingbird
import Services
import Testing

@Suite struct FaultScopeTests {
    private let blog = "/v1/blog/entries"
    private let featured = "/v1/products/featured"

    /// The server `--fault-path /v1/blog --fail-status 503` starts, built from the flags as the
    /// command builds it.
    private func blogFailing() throws -> APIServerConfiguration {
        APIServerConfiguration(
            port: 0,
            faults: try FaultSettings.fromFlags(
                latencyMilliseconds: nil, failureRate: nil, failureStatus: 503, fault: nil),
            faultScope: try FaultScope(pathPrefixes: ["/v1/blog"]))
    }

    // MARK: The live server

    @Test func failingOnlyTheBlogLeavesTheOtherRoutesWorking() async throws {
        try await TestServer.withRunningServer(try blogFailing()) { client in
            let failed = try await client.execute(uri: blog, method: .get)
            #expect(failed.status == .serviceUnavailable)
            #expect(try failed.body.decode(ErrorDTO.self).error.code == "injected_failure")
            #expect(try await client.execute(uri: "/v1/blog/entries/3", method: .get).status == .serviceUnavailable)

            let products = try await client.execute(uri: featured, method: .get)
            #expect(products.status == .ok)
            #expect(try products.body.decode(ProductListDTO.self).products.isEmpty == false)
            #expect(try await client.execute(uri: "/v1/products?q=oak", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
        }
    }

    @Test func headersStillFaultRoutesOutsideTheScope() async throws {
        try await TestServer.withRunningServer(try blogFailing()) { client in
            let response = try await client.execute(
                uri: featured, method: .get, headers: TestServer.headers(["X-Fault-Status": "502"]))
            #expect(response.status == .badGateway)
        }
    }

    @Test func headersStillOverrideTheServerInsideTheScope() async throws {
        try await TestServer.withRunningServer(try blogFailing()) { client in
            let response = try await client.execute(
                uri: blog, method: .get, headers: TestServer.headers(["X-Fault-Rate": "0"]))
            #expect(response.status == .ok)
        }
    }

    @Test func scopedLatencyDelaysOnlyTheScopedRoutes() async throws {
        let recorder = SleepRecorder()
        let configuration = APIServerConfiguration(
            port: 0, faults: FaultSettings(latency: .milliseconds(700)),
            faultScope: try FaultScope(pathPrefixes: ["/v1/products", "/v1/skus"]))
        try await TestServer.withRunningServer(configuration, sleeper: recorder.sleeper) { client in
            _ = try await client.execute(uri: blog, method: .get)
            _ = try await client.execute(uri: featured, method: .get)
            _ = try await client.execute(uri: "/v1/skus/p-0001-one/product", method: .get)
            _ = try await client.execute(uri: "/health", method: .get)
        }
        #expect(recorder.recorded == [.milliseconds(700), .milliseconds(700)])
    }

    // MARK: Matching and validation

    @Test func aPrefixMatchesWholePathSegments() throws {
        let scope = try FaultScope(pathPrefixes: ["/v1/blog"])
        #expect(scope.covers(path: "/v1/blog"))
        #expect(scope.covers(path: "/v1/blog/entries"))
        #expect(scope.covers(path: "/v1/blog/entries/3"))
        #expect(!scope.covers(path: "/v1/blogroll"))
        #expect(!scope.covers(path: "/v1/products/featured"))
        #expect(!scope.covers(path: "/"))
    }

    @Test func trailingSlashesAndTheRootAreUnderstood() throws {
        #expect(try FaultScope(pathPrefixes: ["/v1/blog/"]).covers(path: "/v1/blog/entries"))
        #expect(try FaultScope(pathPrefixes: ["/v1/blog/"]).pathPrefixes == ["/v1/blog"])
        #expect(try FaultScope(pathPrefixes: ["/"]).covers(path: "/v1/products/featured"))
    }

    @Test func withoutPrefixesEveryRouteIsCovered() throws {
        #expect(try FaultScope(pathPrefixes: []) == .everyRoute)
        #expect(FaultScope.everyRoute.covers(path: "/v1/blog/entries"))
        #expect(FaultScope.everyRoute.covers(path: "/anything"))
    }

    @Test func severalPrefixesEachCoverTheirRoutes() throws {
        let scope = try FaultScope(pathPrefixes: ["/v1/blog", "/v1/skus"])
        #expect(scope.covers(path: "/v1/blog/entries"))
        #expect(scope.covers(path: "/v1/skus/x/product"))
        #expect(!scope.covers(path: "/v1/products/featured"))
    }

    @Test(arguments: ["v1/blog", "", "blog", "/v1/blog?page=2", "/v1/blog#top", "/v1/ blog", "/v1/\u{1B}[31mblog"])
    func aPrefixThatIsNotAPathIsRefusedNamingTheFlag(_ prefix: String) {
        #expect {
            try FaultScope(pathPrefixes: ["/v1/products", prefix])
        } throws: { error in
            guard case .invalidValue(let setting, let value, _) = error as? FaultSettingsError else { return false }
            return setting == "--fault-path" && value == prefix
        }
    }

    @Test func theRefusalIsOneTerminalSafeLine() {
        let error = FaultSettingsError.invalidValue(
            setting: "--fault-path", value: "blog\u{1B}[2J\nnext", expected: "a path starting with /")
        #expect(error.description == "--fault-path: 'blog next' is not valid; expected a path starting with /")
    }
}
