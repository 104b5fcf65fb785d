import FeatureKit
import TerminalUI
import VSMKit

extension __Name__View {
    /// The view's named previews: each phase, no items, text that is long or wide, a narrow
    /// terminal. Its service is its own (not in `Dependencies` yet), so each preview builds the
    /// stub it names.
    static var previews: [Preview] {
        [
            Preview("__preview__: loaded", dependencies: .ownService("__name__Service: preview")) { _ in
                showing(await __Name__Feature.load(__name__Service: .preview))
            },
            Preview("__preview__: loading", dependencies: .ownService("__name__Service hangs")) { _ in
                __Name__View(__name__Service: behaving(.hangs))
            },
            Preview("__preview__: load failed", dependencies: .ownService("__name__Service fails")) { _ in
                showing(await __Name__Feature.load(__name__Service: behaving(.fails(.offline("no network")))))
            },
            Preview("__preview__: empty", dependencies: .ownService("__name__Service empty")) { _ in
                showing(await __Name__Feature.load(__name__Service: behaving(.empty)))
            },
            Preview("__preview__: long and unicode text", dependencies: .ownService("__name__Service: long items")) {
                _ in
                showing(await __Name__Feature.load(__name__Service: __Name__Service { [longItems] in longItems }))
            },
            Preview(
                "__preview__: narrow terminal", sizes: [TerminalSize(columns: 24, rows: 10)],
                dependencies: .ownService("__name__Service: preview")
            ) { _ in
                showing(await __Name__Feature.load(__name__Service: .preview))
            },
        ]
    }

    private static let longItems = [
        __Name__Item(id: 1, title: "An item whose title is far longer than any terminal is wide, to see it clipped 🌿"),
        __Name__Item(id: 2, title: "Ünïcödé · 日本語のタイトル · emoji ✨"),
    ]

    private static func behaving(_ behaviour: PreviewServiceBehaviour) -> __Name__Service {
        __Name__Service { try await behaviour.answer(empty: []) }
    }

    private static func showing(_ state: __Name__ViewState) -> __Name__View {
        __Name__View(state: ViewState(wrappedValue: state))
    }
}
