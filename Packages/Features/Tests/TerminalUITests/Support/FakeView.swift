@testable import TerminalUI

/// A screen for runner and navigation tests: shows its name and the keys it got, answers keys from
/// a table, and can pretend to load.
@MainActor
final class FakeScreen: InteractiveScreen {
    let name: String
    var outcomes: [Key: KeyOutcome]
    private(set) var keys: [Key] = []
    private(set) var startCount = 0
    private(set) var stopCount = 0
    var isLoading: Bool
    var onChange: (@MainActor () -> Void)?

    init(_ name: String, isLoading: Bool = false, outcomes: [Key: KeyOutcome] = [:]) {
        self.name = name
        self.isLoading = isLoading
        self.outcomes = outcomes
    }

    func screen(size: TerminalSize) -> Screen {
        var lines: [Line] = ["keys: \(keys.count)"]
        if isLoading { lines.append(Line([.spinner(), " loading"])) }
        return Screen(title: name, lines: lines, footer: [KeyHint("q", "quit")])
    }

    func handle(_ key: Key) -> KeyOutcome {
        keys.append(key)
        return outcomes[key] ?? .ignored
    }

    func start() { startCount += 1 }
    func stop() { stopCount += 1 }

    /// Finishes a load as a feature would: state changes outside a key press.
    func finishLoading() {
        isLoading = false
        onChange?()
    }
}
