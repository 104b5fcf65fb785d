/// One item the __Name__ feature shows.
public struct __Name__Item: Sendable, Hashable, Identifiable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Where the __Name__ feature gets its items: a protocol witness (a struct of closures), as the
/// services in Packages/Services are. Move it there once it reads real data; keep the presets.
public struct __Name__Service: Sendable {
    /// Loads every item.
    public var load: @Sendable () async throws -> [__Name__Item]

    public init(load: @escaping @Sendable () async throws -> [__Name__Item]) {
        self.load = load
    }

    /// A few fixed items, for the preview.
    public static let preview = __Name__Service {
        [__Name__Item(id: 1, title: "First item"), __Name__Item(id: 2, title: "Second item")]
    }
}
