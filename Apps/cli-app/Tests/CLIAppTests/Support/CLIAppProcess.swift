import Foundation
import ProcessTestSupport

/// The built `cli-app` (from this package's own build: the test target depends on the executable
/// target) run as a separate process.
enum CLIAppProcess {
    static func binary() throws -> String {
        try BuiltProduct.besideTheTests("cli-app")
    }

    /// Runs it as a script runs it: arguments in, stdout and stderr captured, no terminal, no
    /// colours, HOME in the temporary folder. A run still going at `deadline` is killed.
    static func run(_ arguments: [String], deadline: Duration = .seconds(20)) throws -> ProcessResult {
        try ChildProcess.run(
            try binary(), arguments,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            timeout: deadline)
    }
}
