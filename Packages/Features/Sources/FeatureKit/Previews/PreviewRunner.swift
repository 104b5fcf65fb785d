import Foundation
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// Runs one feature's root view alone in a terminal: the whole of a `preview-<name>` executable.
/// Its texts are values (``PreviewLaunch/listing(_:)``, ``PreviewUsageError``, ``PreviewError``);
/// ``runInTerminal(previews:features:)`` is the executable's `main`, the one place that writes
/// them to the process's streams and exits, so no preview executable copies that.
///
/// ```swift
/// @main enum BlogPreview {
///     @MainActor static func main() async {
///         await PreviewRunner(executable: "preview-blog", feature: "BlogFeature")
///             .runInTerminal(previews: BlogFeature.previews) { [BlogFeature.registration(dependencies: $0)] }
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

    /// A preview executable's `main`. With no argument, the gallery of `previews` (Enter runs one,
    /// Esc comes back); `--preview NAME` (`make preview … PREVIEW=…`) runs that one; `--list` prints
    /// their names; a link (`preview-blog vsmshop://blog/3`, `make preview … LINK=…`) opens the
    /// feature's screen for it as the app would, on `Dependencies.preview()` (the embedded catalog,
    /// an in-memory cart), with `features` registered (routes to features it does not register are
    /// ignored). In the real terminal, in colour unless `NO_COLOR` is set. A preview name or a link
    /// nothing opens is a usage error (exit 64: the valid names, or the link forms); any other
    /// failure is one line on standard error and exit status 1.
    public func runInTerminal(
        previews: [Preview], features: (Dependencies) -> [FeatureRegistration]
    ) async {
        let root: any TerminalView
        var backend = "each preview its own"
        do {
            switch try PreviewLaunch.parse(Array(CommandLine.arguments.dropFirst()), previews: previews) {
            case .list:
                FileHandle.standardOutput.write(Data(PreviewLaunch.listing(previews).utf8))
                return
            case .gallery:
                root = PreviewGalleryView(feature: feature, previews: previews)
            case .preview(let name):
                root = PreviewGalleryView(feature: feature, previews: previews, opening: name)
            case .link(let link):
                let dependencies = Dependencies.preview()
                let registry = FeatureRegistry(features(dependencies))
                let start = try registry.route(forLink: link)
                root = NavigatorView(state: ViewState(wrappedValue: RouteStack(root: start)), registry: registry)
                backend = dependencies.backendName
            }
        } catch let error as PreviewUsageError {
            FileHandle.standardError.write(Data("\(executable): \(error)\n".utf8))
            exit(64)
        } catch {
            FileHandle.standardError.write(Data("\(executable): \("\(error)".terminalSafeLine)\n".utf8))
            exit(64)
        }
        let terminal = Terminal()
        do {
            guard terminal.isInteractive else { throw PreviewError.notATerminal(executable: executable) }
            let colorPolicy = ColorPolicy.resolve(
                noColorFlag: false, environment: ProcessInfo.processInfo.environment, isTTY: true)
            try await run(root, backend: backend, on: terminal, colorPolicy: colorPolicy)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
