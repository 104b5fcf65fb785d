import Foundation
import ProcessTestSupport
import Testing

/// Home against the dev server with only the blog's routes failing (`--fault-path /v1/blog`): in a
/// real pseudo-terminal, the blog's panel shows its error and retry, and the products' and cart's
/// panels work. Each panel is its own feature's, loading and failing on its own.
@Suite("Home: one panel's failure leaves the others working")
struct HomeLiveFaultTests {
    @Test func withTheBlogFailingItsPanelShowsTheErrorAndTheOtherTwoWork() async throws {
        let sandbox = try Sandbox()
        let binary = try await Repository.releaseBinary("cli-app", package: "Apps/cli-app", variable: "CLI_APP_BIN")
        let data = sandbox.dataDirectory.path
        let home = sandbox.home.path
        try await DevServer.with(["--fault-path", "/v1/blog", "--fail-status", "503"]) { server in
            let api = server.baseURL
            // The terminal is read with blocking calls: off the concurrency pool.
            let (shown, transcript, exit) = try await offloaded {
                let terminal = try PseudoTerminal(
                    executable: binary, arguments: ["--api", api, "--timeout", "5", "--data-dir", data],
                    environment: ["TERM": "xterm-256color", "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
                // Styles stand between spans (the bold `r` of "Press r to try again."): each part is
                // looked for alone.
                let shown = terminal.read(until: { screen in
                    screen.contains("Could not load the entries") && screen.contains(" to try again.")
                        && screen.contains("Your cart is empty.") && screen.contains("Featured products")
                        && screen.contains("$")
                })
                terminal.type("q")
                return (shown, String(terminal.transcript.suffix(2_000)), terminal.waitForExit())
            }
            #expect(shown, "the last output: \(transcript)")
            #expect(exit == .exited(0))
        }
    }
}
