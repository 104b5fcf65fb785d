import BlogFeature
import Foundation
import Services
import TerminalUI

/// `preview-blog` (`make preview FEATURE=blog`): the BlogFeature's root screen alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum BlogPreview {
    @MainActor
    static func main() async {
        let terminal = Terminal()
        guard terminal.isInteractive else {
            FileHandle.standardError.write(Data("preview-blog needs a terminal on standard input and output\n".utf8))
            exit(1)
        }
        let colorPolicy = ColorPolicy.resolve(
            noColorFlag: false, environment: ProcessInfo.processInfo.environment, isTTY: true)
        let dependencies = Dependencies.preview()
        let runner = TerminalRunner(
            root: BlogListScreen(dependencies: dependencies), device: terminal, colorPolicy: colorPolicy,
            status: { "preview: BlogFeature · backend: \(dependencies.backendName)" })
        do {
            _ = try await runner.run()
        } catch {
            FileHandle.standardError.write(Data("preview-blog: cannot use the terminal: \(error)\n".utf8))
            exit(1)
        }
    }
}
