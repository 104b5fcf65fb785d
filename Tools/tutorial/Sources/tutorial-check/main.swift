import Foundation
import TutorialCheck

// tutorial-check TUTORIAL ROOT: follows TUTORIAL (Markdown) in the repository copy at ROOT. Exit 0
// when every step matches, 1 naming the step that does not, 64 for a usage error.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: tutorial-check TUTORIAL.md REPOSITORY-COPY\n".utf8))
    exit(64)
}
do {
    let markdown: String
    do {
        markdown = try String(contentsOfFile: arguments[0], encoding: .utf8)
    } catch {
        throw TutorialFailure("tutorial-check: cannot read \(arguments[0])")
    }
    let steps = try TutorialDocument.steps(in: markdown)
    try TutorialRunner(root: arguments[1]).run(steps)
    print("tutorial-check: \(steps.count) steps match the code")
} catch let failure as TutorialFailure {
    FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
    exit(1)
}
