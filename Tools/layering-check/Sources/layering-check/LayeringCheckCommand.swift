import Foundation
import LayeringCheck

/// `layering-check [REPOSITORY_ROOT]`: exit 0 when the layering holds, 1 listing every violation,
/// 2 when the check cannot run.
@main
enum LayeringCheckCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return
        }
        guard arguments.count <= 1 else {
            printToStandardError("error: expected at most one argument, the repository root\n\(usage)")
            exit(2)
        }
        do {
            let report = try LayeringChecker(root: arguments.first ?? ".").check()
            if report.isClean {
                print(report.summary)
                return
            }
            for violation in report.violations { printToStandardError(violation.description) }
            printToStandardError(report.summary)
            exit(1)
        } catch {
            printToStandardError("error: \(error)")
            exit(2)
        }
    }

    private static let usage = """
        usage: layering-check [REPOSITORY_ROOT]
          Checks that every package under Packages/ and Apps/ depends on and imports only packages to its left:
          \(Layer.order)
          that a feature sees another only through its interface,
          and that every Swift file (also under Tools/ and Tests/) imports Glibc, Darwin or Musl only
          behind `#if canImport` of that module.
          REPOSITORY_ROOT defaults to the current directory.
        """

    private static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
