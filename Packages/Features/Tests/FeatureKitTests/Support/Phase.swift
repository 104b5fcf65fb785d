import FeatureKit
import TerminalUI

/// A small feature state for the tests: idle, loading, a loaded number or a failure.
enum Phase: FeatureState, Equatable {
    case idle
    case loading
    case loaded(Int)
    case failed(String)

    var failureMessage: String? {
        if case .failed(let message) = self { return message }
        return nil
    }

    var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let value): "loaded(\(value))"
        case .failed(let message): "failed(\(message))"
        }
    }

    func printout(width: Int) -> Screen {
        Screen(title: "Phase", lines: [Line(description)])
    }
}
