import Observation

@testable import TerminalUI

/// What a ``FakeView`` shows and records, observable like a feature's state container: changing
/// `isLoading` or `value` outside a key press redraws the screen through Observation.
@MainActor
@Observable
final class FakeViewModel {
    var isLoading: Bool
    var value = 0
    @ObservationIgnored private(set) var keys: [Key] = []
    @ObservationIgnored private(set) var appearCount = 0
    @ObservationIgnored private(set) var renderCount = 0

    init(isLoading: Bool) {
        self.isLoading = isLoading
    }

    func recordKey(_ key: Key) { keys.append(key) }
    func recordAppear() { appearCount += 1 }
    func recordRender() { renderCount += 1 }
}

/// A view for runner and navigation tests: shows its name, the keys it got and its value, answers
/// keys from a table, and can pretend to load.
@MainActor
struct FakeView: TerminalView {
    let name: String
    let outcomes: [Key: KeyOutcome]
    let model: FakeViewModel

    init(_ name: String, isLoading: Bool = false, outcomes: [Key: KeyOutcome] = [:]) {
        self.name = name
        self.outcomes = outcomes
        self.model = FakeViewModel(isLoading: isLoading)
    }

    var keys: [Key] { model.keys }
    var appearCount: Int { model.appearCount }

    func render(size: TerminalSize) -> Screen {
        model.recordRender()
        var lines: [Line] = ["keys: \(model.keys.count)", "value: \(model.value)"]
        if model.isLoading { lines.append(Line([.spinner(), " loading"])) }
        return Screen(title: name, lines: lines, footer: [KeyHint("q", "quit")])
    }

    func handle(_ key: Key) -> KeyOutcome {
        model.recordKey(key)
        return outcomes[key] ?? .ignored
    }

    func onAppear() { model.recordAppear() }

    /// Finishes a load as a feature would: state changes outside a key press.
    func finishLoading() {
        model.isLoading = false
    }
}
