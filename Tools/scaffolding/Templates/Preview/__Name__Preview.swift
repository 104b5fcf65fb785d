import Foundation
import Services
import TerminalUI
import __Name__Feature

/// `preview-__preview__` (`make preview FEATURE=__preview__`): the __Name__ feature alone in the real
/// terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum __Name__Preview {
    @MainActor
    static func main() async {
        let terminal = Terminal()
        guard terminal.isInteractive else {
            FileHandle.standardError.write(
                Data("preview-__preview__ needs a terminal on standard input and output\n".utf8))
            exit(1)
        }
        let colorPolicy = ColorPolicy.resolve(
            noColorFlag: false, environment: ProcessInfo.processInfo.environment, isTTY: true)
        let dependencies = Dependencies.preview()
        let runner = TerminalRunner(
            root: __Name__Screen(dependencies: dependencies), device: terminal, colorPolicy: colorPolicy,
            status: { "preview: __Name__Feature · backend: \(dependencies.backendName)" })
        do {
            _ = try await runner.run()
        } catch {
            FileHandle.standardError.write(Data("preview-__preview__: cannot use the terminal: \(error)\n".utf8))
            exit(1)
        }
    }
}
