import Foundation
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// Runs one feature's root view alone in a terminal: the whole of a `preview-<name>` executable.
///
/// ```swift
/// @main enum BlogPreview {
///     @MainActor static func main() async {
///         await PreviewRunner(executable: "preview-blog", feature: "BlogFeature")
///             .runInTerminal(at: BlogRoute.list) { [BlogFeature.registration(dependencies: $0)] }
///     }
/// }
/// ```
@MainActor
public struct PreviewRunner {
    /// The executable's name, as messages start (`preview-blog`).
    public let executable: String
    /// The feature on show, as the status line names it (`BlogFeature`).
    public let feature: String

    /// A runner for executable `executable` previewing `feature`.
    public init(executable: String, feature: String) {
        self.executable = executable
        self.feature = feature
    }

    /// The status line: which feature, on which backend.
    public func status(backend: String) -> String {
        "preview: \(feature) · backend: \(backend)"
    }

    /// Runs `root` on `device` until the user quits, the input ends or the output goes away; the
    /// status line names `backend`.
    ///
    /// - Throws: ``PreviewError`` when the device cannot be taken over (then nothing was changed).
    public func run(
        _ root: any TerminalView, backend: String, on device: any TerminalDevice, colorPolicy: ColorPolicy
    ) async throws(PreviewError) {
        let status = status(backend: backend)
        let runner = TerminalRunner(root: root, device: device, colorPolicy: colorPolicy, status: { status })
        do {
            _ = try await runner.run()
        } catch .notATerminal {
            throw .notATerminal(executable: executable)
        } catch {
            throw .terminalUnavailable(executable: executable, reason: error.description)
        }
    }

    /// A preview executable's `main`: the feature's screen for `route`, or for the link given as
    /// the executable's argument (`preview-blog vsmshop://blog/3`, `make preview … LINK=…`), on
    /// `Dependencies.preview()` (the embedded catalog, an in-memory cart), in the real terminal, in
    /// colour unless `NO_COLOR` is set. `features` registers the feature (and any it shows): the
    /// preview navigates between its screens as the app does, and ignores routes to features it does
    /// not register. A link none of them opens is a usage error (exit 64) listing the forms; any
    /// other failure is one line on standard error and exit status 1.
    public func runInTerminal(
        at route: some LinkableRoute, features: (Dependencies) -> [FeatureRegistration]
    ) async {
        let dependencies = Dependencies.preview()
        let registry = FeatureRegistry(features(dependencies))
        var start: any LinkableRoute = route
        if let link = CommandLine.arguments.dropFirst().first {
            do {
                start = try registry.route(forLink: link)
            } catch {
                FileHandle.standardError.write(Data("\(executable): \(error.description.terminalSafeLine)\n".utf8))
                exit(64)
            }
        }
        let terminal = Terminal()
        do {
            guard terminal.isInteractive else { throw PreviewError.notATerminal(executable: executable) }
            let colorPolicy = ColorPolicy.resolve(
                noColorFlag: false, environment: ProcessInfo.processInfo.environment, isTTY: true)
            let navigator = NavigatorView(state: ViewState(wrappedValue: RouteStack(root: start)), registry: registry)
            try await run(navigator, backend: dependencies.backendName, on: terminal, colorPolicy: colorPolicy)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
