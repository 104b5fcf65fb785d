import FeatureKit
import TerminalUI
import VSMKit
import VSMKitTesting

/// A view for the preview runner's tests: when it appears it shows `loading`, then the number the
/// test lets through its gate.
@MainActor
struct CountingView: TerminalView {
    @ViewState var state = Phase.idle
    let gate = Gate<Int>()
    let appearances = CallLog<Void>()

    func onAppear() {
        appearances.record(())
        $state.observe(.loading)
        $state.observe { [gate] in .loaded(await gate.pass()) }
    }

    func render(size: TerminalSize) -> Screen {
        Screen(title: "Counting", lines: [Line(state.description)])
    }

    func handle(_ key: Key) -> KeyOutcome { .ignored }
}
