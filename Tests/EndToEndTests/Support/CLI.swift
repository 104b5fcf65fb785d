import Foundation
import ProcessTestSupport

/// Runs the release `cli-app` as a script would: no terminal, `NO_COLOR=1`, HOME and
/// XDG_DATA_HOME inside a fresh sandbox, and `--data-dir` set to the sandbox's data folder.
struct CLI: Sendable {
    /// The generous ceiling of one run: above the CLI's default 10 s network timeout plus a margin,
    /// so a CLI that ignores its timeout fails the test instead of hanging it.
    static let defaultTimeout: Duration = .seconds(40)

    let binary: String
    let sandbox: Sandbox
    /// `--api URL` for every run, or `nil` for the embedded data.
    let api: String?
    /// `--timeout SECONDS` for every run, or `nil` for the CLI's default (10 s).
    var timeout: Duration? = nil

    /// A CLI on the embedded data (or `api`, with a network `timeout`) in a new sandbox, or in
    /// `sandbox` to share a cart.
    static func make(api: String? = nil, timeout: Duration? = nil, sandbox: Sandbox? = nil) async throws -> CLI {
        CLI(
            binary: try await Repository.releaseBinary("cli-app", package: "Apps/cli-app", variable: "CLI_APP_BIN"),
            sandbox: try sandbox ?? Sandbox(), api: api, timeout: timeout)
    }

    /// The same data directory, through the server at `api` (with a network `timeout`).
    func through(api: String?, timeout: Duration? = nil) -> CLI {
        CLI(binary: binary, sandbox: sandbox, api: api, timeout: timeout)
    }

    var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin",
            "HOME": sandbox.home.path,
            "XDG_DATA_HOME": sandbox.xdgDataHome.path,
            "NO_COLOR": "1",
            "TERM": "dumb",
            "LANG": "C.UTF-8",
        ]
    }

    /// The full argument list of a run: the global options first, then `arguments`.
    func commandLine(_ arguments: [String]) -> [String] {
        var all = ["--data-dir", sandbox.dataDirectory.path]
        if let api { all += ["--api", api] }
        if let timeout { all += ["--timeout", Self.seconds(timeout)] }
        return all + arguments
    }

    /// Runs `cli-app <global options> arguments` to the end (killed at `timeout`).
    func run(
        _ arguments: [String], timeout: Duration = defaultTimeout, killAfter: Duration? = nil
    ) async throws
        -> ProcessResult
    {
        await Slots.processes.acquire()
        do {
            let result = try await runProcess(
                binary, commandLine(arguments), environment: environment, timeout: timeout, killAfter: killAfter)
            await Slots.processes.release()
            return result
        } catch {
            await Slots.processes.release()
            throw error
        }
    }

    /// A duration as `--timeout` spells it: seconds, with a fraction when there is one ("2", "0.5").
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000)" : "\(Double(milliseconds) / 1_000)"
    }

    /// Runs `arguments` plus `--json`, expects success, and returns the parsed JSON object.
    func json(_ arguments: [String]) async throws -> [String: Any] {
        let result = try await run(arguments + ["--json"])
        guard result.termination == .exited(0) else {
            throw ProcessFailure(description: "expected success:\n\(result)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any]
        else {
            throw ProcessFailure(description: "stdout is not a JSON object:\n\(result)")
        }
        return object
    }
}

/// An id from JSON (a string or a number) as the command line spells it.
func identifier(_ value: Any?) -> String? {
    switch value {
    case let text as String: text
    case let number as NSNumber: number.stringValue
    default: nil
    }
}
