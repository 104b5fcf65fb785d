import Domain
import ProductFeature
import TerminalUI

/// The products commands' output from the product feature's final states: the feature's own view
/// for people, ``ProductSearchDocument`` / ``ProductDocument`` for scripts.
@MainActor
enum ProductOutput {
    /// `products search`: the results; no match is an empty result, not a failure.
    static func search(_ state: ProductSearchViewState, query: String, width: Int) throws(CLIFailure) -> CommandOutput {
        if let message = state.failureMessage { throw CLIFailure(message) }
        let search: ProductSearch
        switch state {
        case .results(_, let found):
            search = found
        case .noResults(_, let searched):
            search = ProductSearch(query: searched, results: [], total: 0)
        case .idle:
            // A term with nothing searchable in it: no results (the suggestions are for the screen).
            search = ProductSearch(query: query, results: [], total: 0)
        case .initialized, .loadingSuggestions, .searching, .failed:
            throw CLIFailure.unfinished("the search")
        }
        return CommandOutput(
            screen: state.printout(width: width),
            json: ProductSearchDocument(search))
    }

    /// `products show`: one product with every SKU.
    static func detail(_ state: ProductDetailViewState, width: Int) throws(CLIFailure) -> CommandOutput {
        if let message = state.failureMessage { throw CLIFailure(message) }
        guard let product = state.product else { throw CLIFailure.unfinished("the product") }
        return CommandOutput(
            screen: state.printout(width: width),
            json: ProductDocument(product))
    }
}
