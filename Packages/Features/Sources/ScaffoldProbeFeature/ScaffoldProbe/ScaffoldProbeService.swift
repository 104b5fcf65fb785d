/// One item the ScaffoldProbe feature shows.
public struct ScaffoldProbeItem: Sendable, Hashable, Identifiable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Where the ScaffoldProbe feature gets its items: a protocol witness (a struct of closures), as the
/// services in Packages/Services are. Move it there once it reads real data; keep the presets.
public struct ScaffoldProbeService: Sendable {
    /// Loads every item.
    public var load: @Sendable () async throws -> [ScaffoldProbeItem]

    public init(load: @escaping @Sendable () async throws -> [ScaffoldProbeItem]) {
        self.load = load
    }

    /// A few fixed items, for the preview.
    public static let preview = ScaffoldProbeService {
        [ScaffoldProbeItem(id: 1, title: "First item"), ScaffoldProbeItem(id: 2, title: "Second item")]
    }
}
