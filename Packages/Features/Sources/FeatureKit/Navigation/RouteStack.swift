import TerminalUI
import VSMKit

/// The app's navigation as a value: the routes from the root (home) to the screen on show. The
/// navigator's state; each action returns the next stack, so navigation is tested as plain values.
///
/// ```swift
/// let stack = RouteStack(root: HomeRoute.home)
/// stack.pushing(CartRoute.cart).routes          // [home, cart]
/// stack.pushing(CartRoute.cart).popping()       // back at home
/// ```
///
/// Each entry has an id that is never reused, so a screen's view (and its state) lives exactly as
/// long as its entry: pushing the same route twice shows two screens, popping drops one.
public struct RouteStack: Equatable, Sendable, MutatingCopyable {
    /// One screen of the stack.
    public struct Entry: Equatable, Sendable {
        /// Unique within the stack's history.
        public let id: Int
        public let route: any LinkableRoute

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.id == rhs.id && AnyHashable(lhs.route) == AnyHashable(rhs.route)
        }
    }

    /// From the root to the top; never empty.
    public private(set) var entries: [Entry]
    private var nextID: Int

    /// A stack of `routes` (the first is the root); a stack of `root` alone when `routes` is empty.
    public init(root: any LinkableRoute, above routes: [any LinkableRoute] = []) {
        entries = ([root] + routes).enumerated().map { Entry(id: $0.offset, route: $0.element) }
        nextID = entries.count
    }

    /// Equal when the screens are: the same entries (ids and routes), whatever ids come next.
    public static func == (lhs: RouteStack, rhs: RouteStack) -> Bool { lhs.entries == rhs.entries }

    /// The routes, root first.
    public var routes: [any LinkableRoute] { entries.map(\.route) }

    /// The links of the routes, root first: what `--resume` stores.
    public var links: [DeepLink] { routes.map(\.link) }

    /// The entry on show.
    public var top: Entry { entries[entries.count - 1] }

    /// Whether only the root is left.
    public var isAtRoot: Bool { entries.count == 1 }

    /// `route` on top.
    public func pushing(_ route: any LinkableRoute) -> RouteStack {
        copy { stack in
            stack.entries.append(Entry(id: stack.nextID, route: route))
            stack.nextID += 1
        }
    }

    /// The top removed; the root stays.
    public func popping() -> RouteStack {
        guard !isAtRoot else { return self }
        return copy { $0.entries.removeLast() }
    }

    /// The top replaced by `route` (a new screen: a new entry).
    public func replacingTop(with route: any LinkableRoute) -> RouteStack {
        isAtRoot ? resetting(to: [route]) : popping().pushing(route)
    }

    /// Back to the root, then `routes` on top: where a deep link lands (home beneath it).
    public func resetting(to routes: [any LinkableRoute]) -> RouteStack {
        copy { stack in
            stack.entries.removeSubrange(1...)
            for route in routes {
                stack.entries.append(Entry(id: stack.nextID, route: route))
                stack.nextID += 1
            }
        }
    }
}

extension RouteStack: CustomStringConvertible {
    /// The links, root first: `[vsmshop://home, vsmshop://cart]`.
    public var description: String { "[" + links.map(\.description).joined(separator: ", ") + "]" }
}
