import CartFeature
import Foundation
import Services
import TerminalUI

/// `preview-cart` (`make preview FEATURE=cart`): the CartFeature's root screen alone in the
/// real terminal, on the embedded catalog with an in-memory cart (`Dependencies.preview()`).
@main
enum CartPreview {
    @MainActor
    static func main() async {
        let terminal = Terminal()
        guard terminal.isInteractive else {
            FileHandle.standardError.write(Data("preview-cart needs a terminal on standard input and output\n".utf8))
            exit(1)
        }
        let colorPolicy = ColorPolicy.resolve(
            noColorFlag: false, environment: ProcessInfo.processInfo.environment, isTTY: true)
        let dependencies = Dependencies.preview()
        let runner = TerminalRunner(
            root: CartScreen(dependencies: dependencies), device: terminal, colorPolicy: colorPolicy,
            status: { "preview: CartFeature · backend: \(dependencies.backendName)" })
        do {
            _ = try await runner.run()
        } catch {
            FileHandle.standardError.write(Data("preview-cart: cannot use the terminal: \(error)\n".utf8))
            exit(1)
        }
    }
}
