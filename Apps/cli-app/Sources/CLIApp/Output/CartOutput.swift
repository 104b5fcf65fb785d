import CartFeature
import TerminalUI

/// Every cart command's output from the cart feature's final state: the cart after the change,
/// as the feature's own view for people and as a ``CartDocument`` for scripts.
@MainActor
enum CartOutput {
    static func cart(_ state: CartViewState, width: Int) throws(CLIFailure) -> CommandOutput {
        // A refused change keeps the cart: the failure comes first.
        if let message = state.failureMessage { throw CLIFailure(message) }
        guard let cart = state.cart else { throw CLIFailure.unfinished("the cart") }
        return CommandOutput(
            screen: state.printout(width: width), json: CartDocument(cart))
    }
}
