import Foundation
import Services
import TerminalUI

/// Everything a command needs, built once from the global options at the composition root.
public struct AppContext: Sendable {
    /// Where the data comes from.
    public let backend: Backend
    /// The path of the folder where the cart is kept.
    public let dataDirectoryPath: String
    /// The services, built by `Composition.dependencies(backend:dataDirectoryPath:timeout:)`.
    public let dependencies: Dependencies
    public let outputFormat: OutputFormat
    /// Colours for human output: off for `--no-color`, `NO_COLOR` or output that is not a TTY.
    public let colorPolicy: ColorPolicy
    /// Columns available to human output (the terminal's width, 80 when not a terminal).
    public let width: Int
    /// Where `--trace` lines go; `nil` without `--trace`.
    public let trace: TraceLog?
    public let standardOutput: any TextOutput
    public let standardError: any TextOutput

    /// Builds the context from the options, the environment and the standard streams.
    public init(
        options: GlobalOptions, environment: [String: String] = AppContext.processEnvironment(),
        standardOutput: any TextOutput = StandardStreams.output,
        standardError: any TextOutput = StandardStreams.error
    ) throws {
        backend = options.apiBaseURL.map(Backend.live) ?? .embedded
        dataDirectoryPath = DataDirectory.resolve(option: options.dataDirectory, environment: environment)
        dependencies = try Composition.dependencies(
            backend: backend, dataDirectoryPath: dataDirectoryPath, timeout: options.timeout)
        outputFormat = options.outputFormat
        let columns = standardOutput.terminalColumns
        colorPolicy = ColorPolicy.resolve(noColorFlag: options.noColor, environment: environment, isTTY: columns != nil)
        width = columns ?? 80
        trace = options.trace ? TraceLog(output: standardError) : nil
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

extension AppContext {
    /// The folder where the cart is kept, as a URL (for `--api`; everything else works on
    /// ``dataDirectoryPath``, see ``DataDirectory``).
    public var dataDirectory: URL { URL(fileURLWithPath: dataDirectoryPath, isDirectory: true) }

    /// The process's values of the variables the context reads (``DataDirectory`` and
    /// ``ColorPolicy`` name theirs), each read with `getenv`: `ProcessInfo.processInfo.environment`
    /// copies every variable into a dictionary first, about 0.15 ms of every command.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in DataDirectory.environmentVariables + ColorPolicy.environmentVariables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

/// Where the app's data comes from.
public enum Backend: Hashable, Sendable {
    /// The embedded catalog and blog: no server, no setup.
    case embedded
    /// A live HTTP backend (`--api URL`).
    case live(URL)
}
