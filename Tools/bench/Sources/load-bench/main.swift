// load-bench: the dev server under load. The release api-server is started on a free loopback
// port; N keep-alive connections (64 by default) send requests back to back, first to
// `/v1/products/{id}` (the baseline: one product from a dictionary) and then to the search
// endpoint `/v1/products?q=TERM` (the default 20 results), in alternating rounds of a fixed time,
// each round also capped in requests. It prints requests per second, p50 and p99 per endpoint and
// the search rate as a fraction of the by-id rate. Target: search ≥ 0.5× by-id.
//
//   swift build -c release --package-path Tools/bench
//   API_SERVER_BIN=... swift run -c release --package-path Tools/bench load-bench [--quick] [--runs N] [--connections N]
//
// Without API_SERVER_BIN it builds api-server in release into Tools/api-server/.build-e2e.
// Loopback only; --runs rounds per endpoint (3 by default, 1 with --quick) of 4 s (1 s) or
// 400,000 requests (50,000), whichever ends first.
import BenchSupport
import Foundation
import ProcessTestSupport

/// `--connections N` (1...1024, 64 by default) and the remaining arguments.
func connectionOption(_ arguments: [String]) -> (count: Int, rest: [String]) {
    guard let flag = arguments.firstIndex(of: "--connections"), flag + 1 < arguments.count,
        let count = Int(arguments[flag + 1]), (1...1_024).contains(count)
    else { return (64, arguments) }
    var rest = arguments
    rest.removeSubrange(flag...(flag + 1))
    return (count, rest)
}
let (connectionCount, arguments) = connectionOption(Array(CommandLine.arguments.dropFirst()))
let options = BenchOptions(arguments: arguments, defaultRuns: 3, quickRuns: 1)
guard options.unknownArguments.isEmpty else {
    print(
        "usage: load-bench [--quick] [--runs N] [--connections 1...1024]   (unknown: \(options.unknownArguments.joined(separator: " ")))"
    )
    exit(2)
}
let roundTime: Duration = options.isQuick ? .seconds(1) : .seconds(4)
let roundRequestCap = options.isQuick ? 50_000 : 400_000

/// One endpoint's targets, used in turn by every connection.
struct Endpoint {
    let name: String
    let targets: [String]
}

/// Ids and search terms from the server's own catalog: the featured products' ids, and words of
/// their names (whole and as prefixes), as a customer types them.
func endpoints(port: Int) throws -> [Endpoint] {
    let connection = try LoadConnection(port: port)
    let (status, body) = try connection.get("/v1/products/featured?limit=100")
    guard status == 200, let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
        let products = object["products"] as? [[String: Any]]
    else { throw Launcher.Failure(description: "the featured products did not load (status \(status))") }
    let ids = products.compactMap { $0["id"] as? String }
    let words = Set(
        products.compactMap { $0["name"] as? String }.flatMap {
            $0.lowercased().split(whereSeparator: { !$0.isLetter })
        }
        .filter { $0.count >= 3 }.map(String.init)
    ).sorted()
    let terms = words.flatMap { [$0, String($0.prefix(3))] }
    func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
    guard !ids.isEmpty, !terms.isEmpty else { throw Launcher.Failure(description: "no products to ask for") }
    return [
        Endpoint(name: "GET /v1/products/{id} (baseline)", targets: ids.map { "/v1/products/" + encoded($0) }),
        Endpoint(name: "GET /v1/products?q=TERM (20 results)", targets: terms.map { "/v1/products?q=" + encoded($0) }),
    ]
}

/// What one round of load gave: every request's latency, and the wall time.
struct RoundResult {
    var latencies: [Duration] = []
    var elapsed: Duration = .zero
    var failures = 0
}

/// `connectionCount` threads, each with its own keep-alive connection, sending requests back to back
/// until the round's time or request cap is reached.
func runRound(_ endpoint: Endpoint, port: Int) -> RoundResult {
    let clock = ContinuousClock()
    let results = LockedResults()
    let start = clock.now
    let deadline = start + roundTime
    let perConnectionCap = max(1, roundRequestCap / connectionCount)
    let group = DispatchGroup()
    for index in 0..<connectionCount {
        group.enter()
        Thread {
            var latencies: [Duration] = []
            latencies.reserveCapacity(min(perConnectionCap, 20_000))
            var failures = 0
            var next = index
            let connection = try? LoadConnection(port: port)
            if connection == nil { failures += 1 }
            while let connection, latencies.count + failures < perConnectionCap, clock.now < deadline {
                let target = endpoint.targets[next % endpoint.targets.count]
                next += connectionCount
                let sent = clock.now
                if let (status, _) = try? connection.get(target), status == 200 {
                    latencies.append(sent.duration(to: clock.now))
                } else {
                    failures += 1
                    break
                }
            }
            results.add(latencies, failures: failures)
            group.leave()
        }.start()
    }
    group.wait()
    var result = results.result
    result.elapsed = start.duration(to: clock.now)
    return result
}

let server: DevServerProcess
do {
    let binary = try Launcher.binary(variable: "API_SERVER_BIN", package: "Tools/api-server", product: "api-server")
    server = try DevServerProcess.start(binary: binary)
} catch {
    print("load-bench: \(error)")
    exit(1)
}

do {
    let port = Int(server.port)
    let endpoints = try endpoints(port: port)
    // Warm-up: every target once per endpoint, so no round pays for first use.
    let warm = try LoadConnection(port: port)
    for endpoint in endpoints {
        for target in endpoint.targets { _ = try warm.get(target) }
    }
    print(
        "load-bench: \(server.baseURL), \(connectionCount) keep-alive connections, \(options.runs) alternating rounds per endpoint of \(Format.duration(roundTime)) or \(roundRequestCap) requests\(options.isQuick ? ", --quick" : "")"
    )
    var combined = Array(repeating: RoundResult(), count: endpoints.count)
    for _ in 0..<options.runs {
        for (index, endpoint) in endpoints.enumerated() {
            let round = runRound(endpoint, port: port)
            combined[index].latencies += round.latencies
            combined[index].elapsed += round.elapsed
            combined[index].failures += round.failures
        }
    }
    func rate(_ result: RoundResult) -> Double {
        Double(result.latencies.count)
            / (Double(result.elapsed.components.seconds) + Double(result.elapsed.components.attoseconds) / 1e18)
    }
    let baselineRate = rate(combined[0])
    var table = Table(["endpoint", "requests", "requests/s", "p50", "p99", "failed", "rate ratio to baseline"])
    for (index, endpoint) in endpoints.enumerated() {
        let result = combined[index]
        guard !result.latencies.isEmpty else {
            throw Launcher.Failure(description: "\(endpoint.name): no request succeeded")
        }
        let samples = Samples(result.latencies)
        table.addRow([
            endpoint.name, String(result.latencies.count), Format.fixed(rate(result), 0), Format.duration(samples.p50),
            Format.duration(samples.p99), String(result.failures), Format.ratio(rate(result) / baselineRate),
        ])
    }
    print(table.render())
    let ratio = rate(combined[1]) / baselineRate
    print("search serves \(Format.fixed(ratio, 2))× the by-id rate (target ≥ 0.5×)")
    Budget("load-bench: search requests/s / by-id requests/s", measured: ratio, atLeast: 0.5).report()
    server.stop()
} catch {
    print("load-bench: \(error)")
    server.stop()
    exit(1)
}
