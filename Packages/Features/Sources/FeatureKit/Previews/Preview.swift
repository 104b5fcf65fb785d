import Services
import TerminalUI

/// One named preview of a view, declared beside the view in its flow folder
/// (`Entry/BlogEntryView+Previews.swift`): the gallery (`make preview`), the preview executable and
/// the snapshot tests all read a feature's one list of them (`BlogFeature.previews`).
///
/// ```swift
/// Preview("entry: load failed", dependencies: .preset.blog(.fails(.offline("no network")))) { dependencies in
///     BlogEntryView(state: ViewState(wrappedValue: await BlogFeature.loadEntry(id: 1, dependencies: dependencies)))
/// }
/// ```
///
/// The start is the view at its starting state, built on the preview's dependencies. It may await
/// states (a headless run of the view's own models to the state on show, as above); then the view
/// appears and `keys` are sent to it, in order, without waiting: the states an action knows at once
/// are applied, its asynchronous work runs only in the live gallery. So a snapshot is the same on
/// every run: fixed data, no clock advanced, no terminal.
public struct Preview: Sendable, CustomStringConvertible {
    /// The sizes most previews are shown at: the usual terminal and a narrow one.
    public static let standardSizes = [TerminalSize(columns: 80, rows: 24), narrow]
    /// A narrow terminal (40 columns).
    public static let narrow = TerminalSize(columns: 40, rows: 20)

    /// `"<flow>: <what>"`, e.g. `"entry: load failed"`; unique within a feature.
    public let name: String
    /// The terminal sizes it is snapshotted at (the live gallery uses the real terminal's).
    public let sizes: [TerminalSize]
    /// The services its view runs on.
    public let dependencies: PreviewDependencies
    /// Keys sent to the view once it appeared.
    public let keys: [Key]
    private let start: @MainActor @Sendable (Dependencies) async -> any TerminalView

    public init(
        _ name: String, sizes: [TerminalSize] = standardSizes, dependencies: PreviewDependencies = .preset,
        keys: [Key] = [], start: @escaping @MainActor @Sendable (Dependencies) async -> any TerminalView
    ) {
        self.name = name
        self.sizes = sizes
        self.dependencies = dependencies
        self.keys = keys
        self.start = start
    }

    /// The view at its start, appeared, with the keys handled: what the gallery shows.
    @MainActor
    public func makeView() async -> any TerminalView {
        let view = await start(dependencies.make())
        appear(view)
        return view
    }

    /// The screen of a fresh view at each of ``sizes`` (a view per size: a render never depends on
    /// the size another render had). Between the view's appearing and its render nothing is
    /// awaited, so no asynchronous work of an action can land in between: the same screen on every
    /// run.
    @MainActor
    public func screens() async -> [(size: TerminalSize, screen: Screen)] {
        var screens: [(size: TerminalSize, screen: Screen)] = []
        for size in sizes {
            let view = await start(dependencies.make())
            appear(view)
            screens.append((size, view.render(size: size)))
        }
        return screens
    }

    /// Shows `view` (`onAppear`) and sends it the keys, synchronously.
    @MainActor
    private func appear(_ view: any TerminalView) {
        view.onAppear()
        for key in keys { _ = view.handle(key) }
    }

    public var description: String { name }
}

extension [Preview] {
    /// Every preview's screen at each of its sizes, named: what the snapshot tests compare.
    @MainActor
    public func screens() async -> [(name: String, size: TerminalSize, screen: Screen)] {
        var screens: [(name: String, size: TerminalSize, screen: Screen)] = []
        for preview in self {
            screens += await preview.screens().map { (preview.name, $0.size, $0.screen) }
        }
        return screens
    }

    /// The preview called `name`, if any.
    public func named(_ name: String) -> Preview? {
        first { $0.name == name }
    }

    /// What keeps a feature's list from being a workbench: a name used twice, a name not of the
    /// form `"<flow>: <what>"`, a flow with fewer than `minimumPerFlow` previews, a preview with no
    /// size. Empty when there is nothing.
    public func problems(minimumPerFlow: Int = 4) -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        var countPerFlow: [String: Int] = [:]
        var flows: [String] = []
        for preview in self {
            if !seen.insert(preview.name).inserted { problems.append("'\(preview.name)' is used twice") }
            if preview.sizes.isEmpty { problems.append("'\(preview.name)' has no size") }
            guard let colon = preview.name.firstIndex(of: ":"), colon != preview.name.startIndex else {
                problems.append("'\(preview.name)' is not named '<flow>: <what>'")
                continue
            }
            let flow = String(preview.name[..<colon])
            if countPerFlow[flow] == nil { flows.append(flow) }
            countPerFlow[flow, default: 0] += 1
        }
        for flow in flows where countPerFlow[flow, default: 0] < minimumPerFlow {
            problems.append(
                "flow '\(flow)' has \(countPerFlow[flow, default: 0]) previews, fewer than \(minimumPerFlow)")
        }
        return problems
    }
}
