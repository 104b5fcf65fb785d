// live-bench: the live path. `cli-app --api URL products show ID` through the dev server (started
// here on a free loopback port, stopped at the end) next to a plain URLSession GET of the same URL
// (`/v1/products/ID`) from this process, interleaved run by run in a new order each round
// (`RoundOrder`). For context it also times the same command on the embedded data and a trivial
// Swift executable's start.
//
//   swift build -c release --package-path Tools/bench
//   CLI_APP_BIN=... API_SERVER_BIN=... swift run -c release --package-path Tools/bench live-bench [--quick] [--runs N]
//
// Without the variables it builds cli-app and api-server in release into <package>/.build-e2e.
// All traffic goes to 127.0.0.1; every loop is bounded by --runs.
import BenchSupport
import Foundation
import ProcessTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()), defaultRuns: 30, quickRuns: 5)
guard options.unknownArguments.isEmpty else {
    print("usage: live-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}

/// The first product id in a search answer: the first JSON object with an `id` and a `name`.
func firstProductID(in json: Any) -> String? {
    if let object = json as? [String: Any] {
        if object["name"] != nil, let id = object["id"] {
            return (id as? String) ?? (id as? NSNumber)?.stringValue
        }
        for key in object.keys.sorted() {
            if let found = firstProductID(in: object[key] as Any) { return found }
        }
    } else if let array = json as? [Any] {
        for element in array {
            if let found = firstProductID(in: element) { return found }
        }
    }
    return nil
}

/// One GET, checked for status 200; returns the time it took.
func timedGET(_ url: URL, session: URLSession) async throws -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let (data, response) = try await session.data(from: url)
    let elapsed = start.duration(to: clock.now)
    guard (response as? HTTPURLResponse)?.statusCode == 200, !data.isEmpty else {
        throw Launcher.Failure(description: "GET \(url) did not answer 200")
    }
    return elapsed
}

let cliApp: String
let server: DevServerProcess
do {
    cliApp = try Launcher.binary(variable: "CLI_APP_BIN", package: "Apps/cli-app", product: "cli-app")
    let apiServer = try Launcher.binary(variable: "API_SERVER_BIN", package: "Tools/api-server", product: "api-server")
    server = try DevServerProcess.start(binary: apiServer)
} catch {
    print("live-bench: \(error)")
    exit(1)
}

do {
    let trivial = try Launcher.trivialExecutable()
    let folder = try Launcher.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = Launcher.cliEnvironment(folder: folder)
    let dataDirectory = ["--data-dir", folder + "/data"]

    let warmSession = URLSession(configuration: .ephemeral)
    let searchURL = URL(string: server.baseURL + "/v1/products?q=oak&limit=1")!
    let (searchData, _) = try await warmSession.data(from: searchURL)
    guard let productID = firstProductID(in: try JSONSerialization.jsonObject(with: searchData)) else {
        throw Launcher.Failure(description: "the server's search for oak found no product")
    }
    let productURL = URL(string: server.baseURL + "/v1/products/" + productID)!

    enum Kind {
        case process(String, [String])
        case warmGET
        case coldGET
    }
    let cases: [(name: String, kind: Kind)] = [
        ("URLSession GET, shared session (baseline)", .warmGET),
        ("URLSession GET, new session each time", .coldGET),
        (
            "cli-app --api URL products show ID",
            .process(cliApp, dataDirectory + ["--api", server.baseURL, "products", "show", productID])
        ),
        ("cli-app products show ID (embedded)", .process(cliApp, dataDirectory + ["products", "show", productID])),
        ("trivial Swift executable (floor)", .process(trivial, [])),
    ]

    func measure(_ kind: Kind) async throws -> Duration {
        switch kind {
        case .warmGET:
            return try await timedGET(productURL, session: warmSession)
        case .coldGET:
            let session = URLSession(configuration: .ephemeral)
            defer { session.finishTasksAndInvalidate() }
            return try await timedGET(productURL, session: session)
        case .process(let executable, let arguments):
            let (status, elapsed) = try Launcher.time(executable, arguments, environment: environment)
            guard status == 0 else {
                let (_, output) = try Launcher.run(executable, arguments, environment: environment, captureOutput: true)
                throw Launcher.Failure(
                    description:
                        "`\(([executable] + arguments).joined(separator: " "))` failed (wait status \(status)): \(output.prefix(300))"
                )
            }
            return elapsed
        }
    }

    for item in cases { _ = try await measure(item.kind) }  // warm-up, and a check that each case works
    print(
        "live-bench: product \(productID) via \(server.baseURL), \(options.runs) runs per case, interleaved\(options.isQuick ? ", --quick" : "")"
    )
    var durations = Array(repeating: [Duration](), count: cases.count)
    var order = RoundOrder(cases: cases.count)
    for _ in 0..<options.runs {
        for index in order.next() {
            durations[index].append(try await measure(cases[index].kind))
        }
    }

    var table = Table(["case", "runs", "median", "p10–p90", "MAD", "ratio to baseline"])
    for (index, item) in cases.enumerated() {
        let samples = Samples(durations[index])
        table.addRow([
            item.name, String(options.runs), Format.duration(samples.median), samples.interdecileRange,
            Format.duration(samples.medianAbsoluteDeviation),
            Format.ratio(PairedRatio.median(of: durations[index], to: durations[0])),
        ])
    }
    print(table.render())
    let live = Samples(durations[2])
    let embedded = Samples(durations[3])
    let overGET = PairedRatio.median(of: durations[2], to: durations[0])
    let overNewSession = PairedRatio.median(of: durations[2], to: durations[1])
    print(
        "live path: cli-app is \(Format.ratio(overGET)) a plain GET (\(Format.ratio(overNewSession)) a GET on a new session); "
            + "the network adds \(Format.fixed(live.medianMilliseconds - embedded.medianMilliseconds, 1)) ms over the embedded data"
    )
    server.stop()
} catch {
    print("live-bench: \(error)")
    server.stop()
    exit(1)
}
