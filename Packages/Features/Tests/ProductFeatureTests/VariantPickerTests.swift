import Domain
import ProductFeature
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The colour and size picker of a product that has neither: its other state, `nothingToChoose`.
@MainActor
struct VariantPickerTests {
    @Test func aProductWithoutColoursOrSizesHasNothingToChooseAndThePickerIgnoresEveryKey() {
        let lamp = Fixtures.brassLamp
        let container = AsyncStateContainer(state: VariantPickerViewState.start(for: lamp))
        let recorder = StateRecorder(container, includingCurrent: true)
        let picker = VariantPickerView(state: container.scope(\.self))

        for key: Key in [.left, .right, .up, .down, .character("h"), .character("l")] {
            #expect(picker.handle(key) == .ignored)
        }

        #expect(recorder.states == [.nothingToChoose])
        #expect(container.state.chosenSKU(of: lamp) == lamp.skus.first)
        #expect(picker.render(size: TerminalSize(columns: 80, rows: 10)).lines.isEmpty)
    }
}
