import TerminalUI

/// The list of a feature's previews (`make preview FEATURE=blog`): ↑↓ choose, Enter runs the chosen
/// one live in the terminal, with its own dependencies, and Esc comes back to the list (when the
/// preview's view does not use Esc itself). A route the preview's view asks for is shown in the
/// status line, not followed: a preview shows one view alone.
@MainActor
public struct PreviewGalleryView: TerminalView {
    /// The preview on show and what its view last asked for.
    private struct Running {
        let preview: Preview
        let view: any TerminalView
        var note: String?
    }

    private let feature: String
    private let previews: [Preview]
    private let opening: String?
    @ViewLocal private var selection = 0
    @ViewLocal private var running: Running?
    /// The preview whose start is being awaited, and which start this is (a later Enter or Esc
    /// makes an earlier one stale).
    @ViewLocal private var starting: (name: String, generation: Int)?
    @ViewLocal private var generation = 0

    /// The gallery of `feature`'s `previews`; with `opening`, that preview runs at once (Esc still
    /// leads to the list).
    public init(feature: String, previews: [Preview], opening: String? = nil) {
        self.feature = feature
        self.previews = previews
        self.opening = opening
    }

    /// The name of the preview running, if one is.
    public var runningName: String? { running?.preview.name }

    public func onAppear() {
        if let opening, running == nil, starting == nil, let index = previews.firstIndex(where: { $0.name == opening })
        {
            selection = index
            open(previews[index])
        }
    }

    public func render(size: TerminalSize) -> Screen {
        if let running {
            var screen = running.view.render(size: size)
            var status = "preview: \(running.preview.name) · esc: the list · \(running.preview.dependencies)"
            if let note = running.note { status = "\(note) · " + status }
            screen.status = status
            return screen
        }
        if let starting {
            return Screen(
                title: "\(feature) previews", lines: [Line([.spinner(), Span(" Starting “\(starting.name)”…")])],
                footer: [KeyHint("esc", "the list")])
        }
        let lines = previews.enumerated().map { index, preview in
            Line.selectable(
                [Span(preview.name), Span("  " + preview.sizes.map(Self.text).joined(separator: " "), style: .dim)],
                isSelected: index == selection)
        }
        return Screen(
            title: "\(feature) previews (\(previews.count))",
            lines: lines.isEmpty ? [Line("No previews.", style: .color(.muted))] : lines,
            footer: [KeyHint("↑↓", "choose"), KeyHint("enter", "run"), KeyHint("q", "quit")],
            focusedLine: lines.isEmpty ? nil : selection)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        if let current = running {
            let outcome = current.view.handle(key)
            switch outcome {
            case .back:
                running = nil
                return .handled
            case .ignored where key == .escape:
                running = nil
                return .handled
            case .route(let route):
                running?.note = "would open \((route as? any LinkableRoute).map { "\($0.link)" } ?? "\(route)")"
                return .handled
            case .handled, .ignored, .quit:
                return outcome
            }
        }
        if starting != nil {
            guard key == .escape else { return .ignored }
            starting = nil
            return .handled
        }
        switch key {
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"): selection = min(max(0, previews.count - 1), selection + 1)
        case .home: selection = 0
        case .end: selection = max(0, previews.count - 1)
        case .enter:
            guard previews.indices.contains(selection) else { return .ignored }
            open(previews[selection])
        default: return .ignored
        }
        return .handled
    }

    /// Starts `preview`: its view is made (awaiting its start) and shown when ready, unless Esc or
    /// another preview came first.
    private func open(_ preview: Preview) {
        generation += 1
        let ticket = generation
        starting = (preview.name, ticket)
        Task { @MainActor in
            let view = await preview.makeView()
            guard let waiting = starting, waiting.generation == ticket else { return }
            starting = nil
            running = Running(preview: preview, view: view)
        }
    }

    private static func text(_ size: TerminalSize) -> String {
        "\(size.columns)x\(size.rows)"
    }
}
