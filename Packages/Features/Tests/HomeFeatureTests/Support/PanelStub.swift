import HomeFeatureInterface
import TerminalUI
import VSMKitTesting

/// A panel for home's tests, standing in for another feature's: a title, one line per item, the
/// keys it got, how often it appeared and was made, and an outcome per key. Its number opens
/// `OpenedRoute(name:)` with its title in lower case.
@MainActor
final class PanelStub: TerminalView {
    let title: String
    let items: [String]
    let outcomes: [Key: KeyOutcome]
    let keys = CallLog<Key>()
    let appearances = CallLog<Void>()
    /// The item counts home made the view with.
    let made = CallLog<Int>()

    init(_ title: String, items: [String] = [], outcomes: [Key: KeyOutcome] = [:]) {
        self.title = title
        self.items = items
        self.outcomes = outcomes
    }

    /// The panel as a feature's interface would declare it, this stub its view.
    var panel: HomePanel {
        HomePanel(title: title, shortcut: .init(title.lowercased(), opens: OpenedRoute(name: title.lowercased()))) {
            count in
            self.made.record(count)
            return self
        }
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
