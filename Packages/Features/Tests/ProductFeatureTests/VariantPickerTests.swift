import Domain
import ProductFeature
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The colour and size picker alone: its model, its own state moved by the keys, each choice
/// reported to whoever listens, and a product with nothing to choose.
@MainActor
struct VariantPickerTests {
    private let shirt = Fixtures.linenShirt

    @Test func thePickerKeepsTheSizeWhenTheColourChangesAndOnlyOffersItsSizes() {
        let white = VariantPickerModel(product: shirt, selectedColour: "White", selectedSize: "M", focus: .colour)
        guard case .choosing(let navy) = white.moving(by: 1) else { return }

        #expect(navy.selectedColour == "Navy" && navy.selectedSize == "M")
        #expect(navy.sizes == ["S", "M", "L"])
        #expect(navy.selectedSKU?.id == "fx-linen-shirt-navy-m")
        #expect(navy.focusing(.size) != .choosing(choiceModel: navy))
    }

    @Test func eachKeyMovesThePickersStateAndEachNewSKUIsReported() async {
        let container = AsyncStateContainer(state: VariantPickerViewState.start(for: shirt))
        let recorder = StateRecorder(container)
        var reported: [SKUID?] = []
        let picker = VariantPickerView(state: ViewState(container: container)) { reported.append($0?.id) }
        func choice(_ colour: String, _ size: String, _ focus: VariantPickerModel.Row) -> VariantPickerViewState {
            .choosing(
                choiceModel: VariantPickerModel(
                    product: shirt, selectedColour: colour, selectedSize: size, focus: focus))
        }

        _ = picker.handle(.right)
        _ = picker.handle(.down)
        _ = picker.handle(.right)

        await recorder.expectStates([
            choice("Navy", "S", .colour), choice("Navy", "S", .size), choice("Navy", "M", .size),
        ])
        // ↓ moved the focus only: the same SKU, not reported again.
        #expect(reported == ["fx-linen-shirt-navy-s", "fx-linen-shirt-navy-m"])
        #expect(picker.render(size: TerminalSize(columns: 80, rows: 10)).plainText.contains("[Navy]"))
    }

    @Test func aProductWithoutColoursOrSizesHasNothingToChooseAndThePickerIgnoresEveryKey() {
        let lamp = Fixtures.brassLamp
        let container = AsyncStateContainer(state: VariantPickerViewState.start(for: lamp))
        let recorder = StateRecorder(container, includingCurrent: true)
        var reported: [SKU?] = []
        let picker = VariantPickerView(state: ViewState(container: container)) { reported.append($0) }

        for key: Key in [.left, .right, .up, .down, .character("h"), .character("l")] {
            #expect(picker.handle(key) == .ignored)
        }

        #expect(recorder.states == [.nothingToChoose])
        #expect(reported.isEmpty)
        #expect(container.state.chosenSKU(of: lamp) == lamp.skus.first)
        #expect(picker.render(size: TerminalSize(columns: 80, rows: 10)).lines.isEmpty)
    }
}
