import APIServer
import ArgumentParser
import Foundation

/// `api-server`: the dev API server. Prints exactly one line on stdout once listening,
/// `listening on http://HOST:PORT`, so scripts and tests can read the real port.
@main
struct APIServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api-server",
        abstract: "Serves the embedded catalog over the v1 JSON contract, with fault switches for tests.",
        discussion: """
            Per-request fault headers override the flags: X-Fault-Latency-Ms, X-Fault-Status, X-Fault-Rate, \
            X-Fault-Seed, X-Fault (malformed-json | truncated | stall | wrong-content-type | commit-then-drop | none).
            --fault-path limits the fault flags (not the headers) to some routes, e.g. \
            --fault-path /v1/blog --fail-status 503 fails the blog only.
            Order routes need Authorization: Bearer TOKEN; without --token or --tokens-file the \
            development tokens are alice=dev-token-alice and bob=dev-token-bob.
            """
    )

    @Option(help: "Address to bind.")
    var host = "127.0.0.1"

    @Option(help: "Port to bind; 0 picks a free port (the chosen one is printed).")
    var port = 8080

    @Option(name: .customLong("latency-ms"), help: "Milliseconds to wait before answering each request (0...120000).")
    var latencyMilliseconds: Int?

    @Option(name: .customLong("fail-rate"), help: "Chance from 0 to 1 that a request fails with --fail-status.")
    var failRate: Double?

    @Option(
        name: .customLong("fail-status"),
        help: "Status of injected failures, 400...599 (503 by default; alone, every request fails).")
    var failStatus: Int?

    @Option(
        help: "Spoil successful bodies: malformed-json, truncated, stall, wrong-content-type, commit-then-drop.")
    var fault: String?

    @Option(
        name: .customLong("fault-count"),
        help: "Spoil only the first N answers --fault applies to, then answer normally (default: all).")
    var faultCount: Int?

    @Option(
        name: .customLong("fault-path"),
        help: ArgumentHelp(
            "Apply the fault flags only to request paths under this prefix, e.g. /v1/blog (repeatable; default: every route).",
            valueName: "prefix"))
    var faultPaths: [String] = []

    @Option(name: .customLong("stall-seconds"), help: "How long a stalled body waits before the connection closes.")
    var stallSeconds = 60

    @Option(
        name: .customLong("max-header-bytes"),
        help:
            "Largest request head (request line and headers) in bytes, \(headerBytes.lowerBound)...\(headerBytes.upperBound); larger gets 400."
    )
    var maximumHeaderBytes = RequestLimits().maximumRequestHeadSize

    @Option(
        name: .customLong("idle-timeout-seconds"),
        help: "Close a connection that sends nothing for this long, in seconds, 0...3600 (0: never).")
    var idleTimeoutSeconds = 30

    @Flag(
        name: .customLong("hostile-text"), help: "Serve a catalog with hostile sample text (escape sequences) mixed in."
    )
    var hostileText = false

    @Option(help: "Seeds which requests fail at a failure rate below 1.")
    var seed: UInt64 = 1

    @Option(
        help: ArgumentHelp(
            "SQLite file of the orders, created if missing and kept (default: a new temporary file, removed when the server stops).",
            valueName: "path"))
    var database: String?

    @Option(
        name: .customLong("token"),
        help: ArgumentHelp(
            "A bearer token the order routes accept, CUSTOMER=TOKEN (repeatable).", valueName: "customer=token"))
    var tokens: [String] = []

    @Option(
        name: .customLong("tokens-file"),
        help: ArgumentHelp("A file of tokens, one CUSTOMER TOKEN per line, # comments.", valueName: "path"))
    var tokensFile: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard (1...3_600).contains(stallSeconds) else {
            throw ValidationError("--stall-seconds must be from 1 to 3600")
        }
        guard Self.headerBytes.contains(maximumHeaderBytes) else {
            throw ValidationError(
                "--max-header-bytes must be from \(Self.headerBytes.lowerBound) to \(Self.headerBytes.upperBound)")
        }
        guard (0...3_600).contains(idleTimeoutSeconds) else {
            throw ValidationError("--idle-timeout-seconds must be from 0 to 3600")
        }
        if let faultCount, !(1...1_000_000).contains(faultCount) {
            throw ValidationError("--fault-count must be from 1 to 1000000")
        }
        if faultCount != nil, fault == nil { throw ValidationError("--fault-count needs --fault") }
        if let database, database.isEmpty { throw ValidationError("--database must be a file path") }
        _ = try faultSettings()
        _ = try faultScope()
        _ = try customerTokens()
    }

    func run() async throws {
        let configuration = APIServerConfiguration(
            host: host,
            port: port,
            faults: try faultSettings(),
            faultScope: try faultScope(),
            faultCount: faultCount,
            tokens: try customerTokens(),
            seed: seed,
            stallDuration: .seconds(stallSeconds),
            limits: RequestLimits(
                maximumRequestHeadSize: maximumHeaderBytes,
                idleTimeout: idleTimeoutSeconds == 0 ? nil : .seconds(idleTimeoutSeconds))
        )
        let databaseFile = database.map(OrderDatabaseFile.given) ?? OrderDatabaseFile.temporary()
        let orders = try databaseFile.open()
        let app = APIApplication.build(
            configuration: configuration,
            backend: .embedded(hostileText: hostileText),
            orders: orders,
            onListening: { host, port in
                let shownHost = host.contains(":") ? "[\(host)]" : host
                // One unbuffered write: the line reaches a pipe at once, without waiting for a flush.
                FileHandle.standardOutput.write(Data("listening on http://\(shownHost):\(port)\n".utf8))
            }
        )
        defer { databaseFile.close(orders) }
        try await app.runService()
    }

    /// Head sizes `--max-header-bytes` accepts: above the URI limit (so long URIs still get 414)
    /// plus room for a few headers, up to 1 MiB.
    static let headerBytes = (RequestLimits().maximumURILength + 1_024)...(1_024 * 1_024)

    private func faultSettings() throws -> FaultSettings {
        try asUsageError { () throws(FaultSettingsError) in
            try FaultSettings.fromFlags(
                latencyMilliseconds: latencyMilliseconds, failureRate: failRate, failureStatus: failStatus, fault: fault
            )
        }
    }

    private func faultScope() throws -> FaultScope {
        try asUsageError { () throws(FaultSettingsError) in try FaultScope(pathPrefixes: faultPaths) }
    }

    private func customerTokens() throws -> CustomerTokens {
        do {
            return try CustomerTokens.fromFlags(tokens: tokens, tokensFile: tokensFile)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// A rejected fault flag as ArgumentParser's usage error: one line naming the flag, exit 64.
    private func asUsageError<Value>(_ body: () throws(FaultSettingsError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }
}
