import ArgumentParser
import Testing

@testable import CLIApp

@Suite struct CompletionScriptTests {
    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func completionScriptNamesEveryCommand(shell: CompletionShell) {
        let script = CLIEntry.completionScript(for: shell)
        for word in ["blog", "products", "cart", "search", "quantity", "api", "data-dir"] {
            #expect(script.contains(word), "\(shell) script lacks \(word)")
        }
    }

    @Test func theBuiltInOptionPrintsTheScriptAndExitsZero() async {
        let run = await CommandRun.run(["--generate-completion-script", "bash"])
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("#!/bin/bash"))
        #expect(run.errorLines.isEmpty)
    }
}
