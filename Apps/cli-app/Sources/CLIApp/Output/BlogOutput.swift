import BlogFeature
import TerminalUI

/// The blog commands' output from the blog feature's final states: the feature's own view for
/// people, ``BlogPageDocument`` / ``BlogEntryDocument`` for scripts.
@MainActor
enum BlogOutput {
    /// `blog list`: the page asked for.
    static func list(_ state: BlogListViewState, width: Int) throws(CLIFailure) -> CommandOutput {
        if let message = state.failureMessage { throw CLIFailure(message) }
        guard case .loaded(let model) = state else { throw CLIFailure.unfinished("the blog entries") }
        let page = model.lastPage
        if page.items.isEmpty, page.number > 1 {
            throw CLIFailure(
                "there is no page \(page.number): the blog has \(page.totalPages) page\(page.totalPages == 1 ? "" : "s")"
            )
        }
        return CommandOutput(
            screen: state.printout(width: width),
            json: BlogPageDocument(model.lastPage))
    }

    /// `blog show`: one entry.
    static func entry(_ state: BlogEntryViewState, width: Int) throws(CLIFailure) -> CommandOutput {
        if let message = state.failureMessage { throw CLIFailure(message) }
        guard let entry = state.entry else { throw CLIFailure.unfinished("the blog entry") }
        return CommandOutput(
            screen: state.printout(width: width), json: BlogEntryDocument(entry))
    }
}
