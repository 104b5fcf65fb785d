import Domain
import Foundation
import Services
import TerminalUI

/// The order commands' output: a screen for people and a document for scripts.
@MainActor
enum OrderOutput {
    /// `cart checkout`: the order placed (or the pending one finished); declined prices are a failure.
    static func checkout(
        _ outcome: CheckoutOutcome, interactive: Bool, width: Int
    ) throws(CLIFailure)
        -> CommandOutput
    {
        switch outcome {
        case .placed(let order, let accepted):
            var lines = changeLines(accepted, heading: "Accepted new prices")
            lines += orderLines(order, width: width)
            return CommandOutput(
                screen: Screen(title: "Order \(order.id.rawValue) placed", lines: lines),
                json: CheckoutDocument(outcome: "placed", order: order, priceChanges: accepted))
        case .resumed(let order):
            return resumed(order, width: width)
        case .declined(let changes):
            let moved = changes.map { "\($0.sku.rawValue) \($0.was.current.formatted) → \($0.now.current.formatted)" }
                .joined(separator: ", ")
            let advice = interactive ? "they were declined" : "pass --yes to accept them"
            throw CLIFailure("prices changed (\(moved)); nothing was ordered and the cart is kept; \(advice)")
        case .abandoned(_, let error):
            throw CLIFailure("\(error.localizedDescription); nothing was ordered and the cart is kept")
        case .nothingPending:
            throw CLIFailure.unfinished("the checkout")
        }
    }

    /// `orders sync`.
    static func sync(_ outcome: CheckoutOutcome, width: Int) -> CommandOutput {
        switch outcome {
        case .resumed(let order), .placed(let order, _):
            return resumed(order, width: width)
        case .abandoned(_, let error):
            let reason = error.localizedDescription
            return CommandOutput(
                screen: Screen(
                    title: "Pending checkout dropped",
                    lines: [Line("It can no longer be placed: \(reason)."), "Nothing was ordered; the cart is kept."]),
                json: CheckoutDocument(outcome: "abandoned", reason: reason))
        case .nothingPending, .declined:
            return CommandOutput(
                screen: Screen(title: "Orders in sync", lines: ["No checkout was pending."]),
                json: CheckoutDocument(outcome: "nothingPending"))
        }
    }

    static func list(_ orders: [Order]) -> CommandOutput {
        var lines: [Line] = orders.isEmpty ? ["No orders yet."] : []
        for order in orders {
            let items = order.itemCount == 1 ? "1 item" : "\(order.itemCount) items"
            lines.append(
                Line(
                    "\(order.id.rawValue)  \(order.placedAt.formatted(.iso8601))  \(order.status.rawValue)  "
                        + "\(items)  \(order.total.formatted)"))
        }
        return CommandOutput(screen: Screen(title: "Orders", lines: lines), json: OrderListDocument(orders))
    }

    static func order(_ order: Order, width: Int) -> CommandOutput {
        CommandOutput(
            screen: Screen(title: "Order \(order.id.rawValue)", lines: orderLines(order, width: width)),
            json: OrderDocument(order))
    }

    private static func resumed(_ order: Order, width: Int) -> CommandOutput {
        CommandOutput(
            screen: Screen(
                title: "Order \(order.id.rawValue) placed",
                lines: ["A pending checkout was finished (the same order, placed once)."]
                    + orderLines(order, width: width)),
            json: CheckoutDocument(outcome: "resumed", order: order))
    }

    private static func changeLines(_ changes: [PriceChange], heading: String) -> [Line] {
        guard !changes.isEmpty else { return [] }
        return [Line(heading, style: .heading)]
            + changes.map {
                Line("  \($0.sku.rawValue): \($0.was.current.formatted) → \($0.now.current.formatted)")
            } + [""]
    }

    private static func orderLines(_ order: Order, width: Int) -> [Line] {
        var lines: [Line] = [
            Line("Placed \(order.placedAt.formatted(.iso8601)) · \(order.status.rawValue)", style: .dim), "",
        ]
        for line in order.lines {
            lines.append(
                Line("\(line.quantity) × \(line.productName) (\(line.variantName))  \(line.total.formatted)"))
            lines.append(Line("    \(line.sku.rawValue) at \(line.price.current.formatted) each", style: .dim))
        }
        lines.append("")
        lines.append(Line("Subtotal \(order.subtotal.formatted)"))
        if !order.savings.isZero { lines.append(Line("Savings  -\(order.savings.formatted)")) }
        lines.append(Line("Total    \(order.total.formatted)", style: .bold))
        return lines
    }
}
