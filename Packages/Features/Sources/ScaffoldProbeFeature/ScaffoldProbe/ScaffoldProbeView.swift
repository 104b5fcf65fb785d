import FeatureKit
import TerminalUI
import VSMKit

/// The ScaffoldProbe items: loads when it appears; arrows move, `r` retries a failed load or reloads.
@MainActor
public struct ScaffoldProbeView: TerminalView {
    public static let title = "ScaffoldProbe"

    @ViewState var state: ScaffoldProbeViewState
    /// The highlighted item (view-local data).
    @ViewLocal private var selection = 0

    public init(state: ViewState<ScaffoldProbeViewState>) {
        _state = state
    }

    /// The view of the items the service loads.
    public init(scaffoldProbeService: ScaffoldProbeService) {
        let loaderModel = ScaffoldProbeLoaderModel(scaffoldProbeService: scaffoldProbeService)
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: loaderModel)))
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        Self.screen(for: state, selection: selection, width: size.columns)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no `selection`).
    static func screen(for state: ScaffoldProbeViewState, selection: Int?, width: Int) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            Screen(title: title, lines: [Line([.spinner(), " Loading…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            Screen.loadFailure(title: title, subject: "the items", message: errorModel.message)
        case .loaded(let loadedModel):
            Screen(
                title: title,
                lines: loadedModel.items.enumerated().map { index, item in
                    selection == nil
                        ? Line(item.title) : Line.selectable([Span(item.title)], isSelected: index == selection)
                },
                footer: [KeyHint("↑↓", "move"), KeyHint("r", "reload"), KeyHint("esc", "back")],
                focusedLine: loadedModel.items.isEmpty ? nil : selection)
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch (key, state) {
        case (.character("r"), .loading(let errorModel?)):
            $state.observe(errorModel.retry())
        case (.character("r"), .loaded(let loadedModel)):
            $state.observe(loadedModel.reload())
        case (.up, .loaded):
            selection = max(0, selection - 1)
        case (.down, .loaded(let loadedModel)):
            selection = min(selection + 1, max(0, loadedModel.items.count - 1))
        default:
            return .ignored
        }
        return .handled
    }
}

extension ScaffoldProbeViewState {
    @MainActor public func printout(width: Int) -> Screen {
        ScaffoldProbeView.screen(for: self, selection: nil, width: width)
    }
}
