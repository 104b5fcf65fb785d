import FeatureKit
import Testing

/// The navigation as plain values: push, pop, replace and reset, without a terminal.
@Suite struct RouteStackTests {
    private let root = RouteStack(root: ShelfRoute.shelf)

    private func links(_ stack: RouteStack) -> [String] { stack.links.map(\.description) }

    @Test func pushPutsARouteOnTopAndPopTakesItOffButNeverTheRoot() {
        let pushed = root.pushing(ShelfRoute.book(3))
        #expect(links(pushed) == ["vsmshop://shelf", "vsmshop://shelf/3"])
        #expect(pushed.popping() == root)
        #expect(root.popping() == root, "the root stays")
        #expect(root.isAtRoot && !pushed.isAtRoot)
    }

    @Test func replaceSwapsTheTopAndResetKeepsOnlyTheRoot() {
        let deep = root.pushing(ShelfRoute.book(1)).pushing(ShelfRoute.book(2))
        #expect(
            links(deep.replacingTop(with: ShelfRoute.book(9))) == [
                "vsmshop://shelf", "vsmshop://shelf/1", "vsmshop://shelf/9",
            ])
        #expect(links(deep.resetting(to: [ShelfRoute.book(5)])) == ["vsmshop://shelf", "vsmshop://shelf/5"])
        #expect(links(deep.resetting(to: [])) == ["vsmshop://shelf"])
    }

    @Test func theSameRoutePushedTwiceIsTwoScreens() {
        let twice = root.pushing(ShelfRoute.book(1)).pushing(ShelfRoute.book(1))
        #expect(twice.entries.count == 3)
        #expect(twice.entries[1].id != twice.entries[2].id)
        #expect(twice.entries[1] != twice.entries[2], "entries compare by id as well as route")
    }

    @Test func aStackIsRebuiltFromItsLinks() {
        let stack = root.pushing(ShelfRoute.book(7))
        let rebuilt = RouteStack(
            root: ShelfRoute.shelf, above: stack.links.dropFirst().compactMap(ShelfRoute.init(link:)))
        #expect(rebuilt == stack)
    }
}
