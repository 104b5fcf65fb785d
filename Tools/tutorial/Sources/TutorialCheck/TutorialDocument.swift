import Foundation

/// Reads the tutorial's Markdown into steps. Every fenced block must belong to a numbered step
/// (`## 3. …`) and say what the check does with it, so no block goes unchecked:
///
/// - ` ```sh `: each line is a command run at the repository's root (`#` lines are comments);
/// - ` ```swift `: its caption, the line above it, names the file: `` Create `PATH`: `` or
///   `` Replace `PATH` with: `` (the whole file), or `` In `PATH`, after the line `MARKER`: ``;
/// - ` ```text `: the screen the last command of the `sh` block above it opens; its caption says
///   how to leave it: `` … shows (quit with `q`): ``.
public enum TutorialDocument {
    public static func steps(in markdown: String) throws(TutorialFailure) -> [TutorialStep] {
        var steps: [(title: String, actions: [TutorialAction])] = []
        var caption = ""
        var lines = markdown.components(separatedBy: "\n").enumerated().makeIterator()
        while let (index, line) = lines.next() {
            let lineNumber = index + 1
            if line.hasPrefix("## ") {
                let title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                if title.first?.isNumber == true { steps.append((title, [])) }
                caption = ""
                continue
            }
            guard line.hasPrefix("```") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { caption = line }
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            while let (_, inner) = lines.next(), !inner.hasPrefix("```") { body.append(inner) }
            guard !steps.isEmpty else {
                throw TutorialFailure("line \(lineNumber): a code block before the first numbered step")
            }
            let step = steps[steps.count - 1].title
            let actions = try actions(
                language: language, body: body, caption: caption, line: lineNumber, step: step,
                previous: steps[steps.count - 1].actions.last)
            if case .interactive = actions.last, case .command = steps[steps.count - 1].actions.last {
                steps[steps.count - 1].actions.removeLast()
            }
            steps[steps.count - 1].actions += actions
            caption = ""
        }
        return steps.map { TutorialStep(title: $0.title, actions: $0.actions) }
    }

    /// The actions of one block; a `text` block turns the command before it into an interactive one.
    private static func actions(
        language: String, body: [String], caption: String, line: Int, step: String, previous: TutorialAction?
    ) throws(TutorialFailure) -> [TutorialAction] {
        switch language {
        case "sh":
            return body.enumerated().compactMap { offset, text in
                let command = text.trimmingCharacters(in: .whitespaces)
                guard !command.isEmpty, !command.hasPrefix("#") else { return nil }
                return .command(command, line: line + 1 + offset)
            }
        case "swift":
            guard let edit = fileEdit(caption: caption, contents: body.joined(separator: "\n")) else {
                throw TutorialFailure(
                    "step \(step), line \(line): a Swift block must say its file: \"Create `PATH`:\", "
                        + "\"Replace `PATH` with:\" or \"In `PATH`, after the line `MARKER`:\"; it says \"\(caption)\"")
            }
            return [.edit(edit, line: line)]
        case "text":
            guard case .command(let command, let commandLine) = previous else {
                throw TutorialFailure(
                    "step \(step), line \(line): a screen (```text) must follow the command that opens it")
            }
            guard let quit = backticked(in: caption, after: "quit with ") else {
                throw TutorialFailure(
                    "step \(step), line \(line): a screen's caption must say how to leave it: \"(quit with `q`)\"")
            }
            let shown = body.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return [.interactive(command, shows: shown, quit: quit, line: commandLine)]
        default:
            throw TutorialFailure(
                "step \(step), line \(line): a ```\(language) block; the check knows sh, swift and text blocks")
        }
    }

    /// The edit a Swift block's caption names, or `nil` when the caption names none.
    static func fileEdit(caption: String, contents: String) -> FileEdit? {
        let text = caption.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("Create `") || text.hasPrefix("Replace `"), let path = backticked(in: text, after: "") {
            return FileEdit(path: path, placement: .wholeFile, contents: contents)
        }
        if text.hasPrefix("In `"), let path = backticked(in: text, after: ""),
            let marker = backticked(in: text, after: "after the line ")
        {
            return FileEdit(path: path, placement: .after(marker: marker), contents: contents)
        }
        return nil
    }

    /// The first backticked text after `prefix` in `text`.
    private static func backticked(in text: String, after prefix: String) -> String? {
        guard let start = prefix.isEmpty ? text.startIndex : text.range(of: prefix)?.upperBound,
            let open = text[start...].firstIndex(of: "`")
        else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<close])
    }
}
