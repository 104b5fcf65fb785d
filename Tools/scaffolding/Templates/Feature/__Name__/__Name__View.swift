import FeatureKit
import TerminalUI
import VSMKit

/// The __Name__ items: loads when it appears; arrows move, `r` retries a failed load or reloads.
@MainActor
public struct __Name__View: TerminalView {
    public static let title = "__Name__"

    @ViewState var state: __Name__ViewState
    /// The highlighted item (view-local data).
    @ViewLocal private var selection = 0

    /// The view of the items `service` loads.
    public init(service: __Name__Service) {
        self.init(state: ViewState(wrappedValue: .initialized(loaderModel: __Name__LoaderModel(service: service))))
    }

    /// A view over an existing container, for tests and previews.
    public init(state: ViewState<__Name__ViewState>) {
        _state = state
    }

    public func onAppear() {
        if case .initialized(let loaderModel) = state {
            $state.observe(loaderModel.load())
        }
    }

    public func render(size: TerminalSize) -> Screen {
        switch state {
        case .initialized, .loading(nil):
            Screen(title: Self.title, lines: [Line([.spinner(), " Loading…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            Screen.loadFailure(title: Self.title, subject: "the items", message: errorModel.message)
        case .loaded(let loadedModel):
            Screen(
                title: Self.title,
                lines: loadedModel.items.enumerated().map { index, item in
                    Line.selectable([Span(item.title)], isSelected: index == selection)
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
