import FeatureKit
import TerminalUI
import VSMKitTesting

/// A small feature's routes for the navigation tests: `vsmshop://shelf` and `vsmshop://shelf/N`.
enum ShelfRoute: LinkableRoute {
    case shelf
    case book(Int)

    init?(link: DeepLink) {
        guard link.feature == "shelf" else { return nil }
        if link.path.isEmpty {
            self = .shelf
        } else if link.path.count == 1, let number = Int(link.path[0]) {
            self = .book(number)
        } else {
            return nil
        }
    }

    var link: DeepLink {
        switch self {
        case .shelf: DeepLink(feature: "shelf")
        case .book(let number): DeepLink(feature: "shelf", path: ["\(number)"])
        }
    }

    static let linkForms = ["vsmshop://shelf", "vsmshop://shelf/<number>"]
}

/// A route of a feature no registration knows.
struct ElsewhereRoute: LinkableRoute {
    init?(link: DeepLink) { nil }
    init() {}
    var link: DeepLink { DeepLink(feature: "elsewhere") }
    static let linkForms: [String] = []
}

/// A screen for the navigator's tests: its name as title, an outcome per key, and a log of its
/// appearances.
@MainActor
struct ShelfScreen: TerminalView {
    let name: String
    let outcomes: [Key: KeyOutcome]
    let appearances = CallLog<Void>()

    func onAppear() { appearances.record(()) }

    func render(size: TerminalSize) -> Screen { Screen(title: name) }

    func handle(_ key: Key) -> KeyOutcome { outcomes[key] ?? .ignored }
}
