import FeatureKit
import FeatureKitTesting
import TerminalUI
import VSMKit

/// A screen built on ``ContainerScreen``: on start it shows `loading`, then the number the test
/// lets through its gate.
@MainActor
final class CountingScreen: ContainerScreen {
    let container = AsyncStateContainer(state: Phase.idle)
    var onChange: (@MainActor () -> Void)?
    let changeRelay = StateChangeRelay()
    let gate = Gate<Int>()
    private(set) var beginCount = 0

    func begin() {
        beginCount += 1
        container.observe(.loading)
        container.observe { [gate] in .loaded(await gate.pass()) }
    }

    func screen(size: TerminalSize) -> Screen {
        Screen(title: "Counting", lines: [Line(container.state.description)])
    }

    func handle(_ key: Key) -> KeyOutcome { .ignored }
}
