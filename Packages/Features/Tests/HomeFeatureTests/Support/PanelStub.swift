import TerminalUI
import VSMKitTesting

/// A panel for home's tests, standing in for another feature's: a title, one line per item, the
/// keys it got, how often it appeared, and an outcome per key.
@MainActor
struct PanelStub: TerminalView {
    let title: String
    let items: [String]
    let outcomes: [Key: KeyOutcome]
    let keys = CallLog<Key>()
    let appearances = CallLog<Void>()

    init(_ title: String, items: [String] = [], outcomes: [Key: KeyOutcome] = [:]) {
        self.title = title
        self.items = items
        self.outcomes = outcomes
    }

    func onAppear() { appearances.record(()) }

    func render(size: TerminalSize) -> Screen {
        Screen(title: title, lines: items.map { Line($0) } + [Line("size \(size.columns)x\(size.rows)")])
    }

    func handle(_ key: Key) -> KeyOutcome {
        keys.record(key)
        return outcomes[key] ?? .ignored
    }
}

/// A route the stubs return, as a feature's panel returns its own.
struct OpenedRoute: NavigationRoute {
    let name: String
}
