import Foundation
import LayeringCheck

/// `layering-check [--cache DIR] [REPOSITORY_ROOT]`: exit 0 when the layering holds, 1 listing
/// every violation, 2 when the check cannot run.
@main
enum LayeringCheckCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return
        }
        var cache: String?
        if let index = arguments.firstIndex(of: "--cache") {
            guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                printToStandardError("error: --cache needs a folder\n\(usage)")
                exit(2)
            }
            cache = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        guard arguments.count <= 1 else {
            printToStandardError("error: expected at most one argument, the repository root\n\(usage)")
            exit(2)
        }
        do {
            let reader = ManifestReader(cacheFolder: cache)
            let report = try LayeringChecker(root: arguments.first ?? ".", reader: reader).check()
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
        usage: layering-check [--cache DIR] [REPOSITORY_ROOT]
          Checks that every package under Packages/ and Apps/ depends on and imports only packages to its left:
          \(Layer.order)
          that a feature sees another only through its interface,
          and that every Swift file (also under Tools/ and Tests/) imports Glibc, Darwin or Musl only
          behind `#if canImport` of that module.
          REPOSITORY_ROOT defaults to the current directory. The manifests are read by SwiftPM
          (swift package dump-package); --cache DIR keeps each reading there, by manifest text and toolchain.
        """

    private static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
