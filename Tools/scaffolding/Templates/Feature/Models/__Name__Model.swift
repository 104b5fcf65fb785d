import FeatureKit
import VSMKit

/// Loads the __Name__ feature's items: `loading`, then `loaded` or `failed`.
///
/// Where the items come from is injected, so tests stub it and the screen wires a real service.
public struct __Name__Model: Sendable {
    let source: @Sendable () async throws -> [String]

    /// A model loading its items from `source`.
    public init(source: @escaping @Sendable () async throws -> [String]) {
        self.source = source
    }

    /// `loading`, then the items, or the reason they could not be loaded.
    @StateSequenceBuilder
    public func load() -> StateSequence<__Name__ViewState> {
        __Name__ViewState.loading
        Next { await fetch() }
    }

    private func fetch() async -> __Name__ViewState {
        do {
            return .loaded(self, items: try await source())
        } catch {
            return .failed(self, message: ErrorMessage.describing(error))
        }
    }
}

extension __Name__Model: Equatable {
    /// Models are all alike: the source is a service, not data.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
