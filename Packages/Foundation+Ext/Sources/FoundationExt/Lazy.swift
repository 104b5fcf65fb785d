import Synchronization

/// A value made on first use, exactly once, safely from any thread.
///
/// For expensive values that some runs never need: the embedded catalog's search index is built
/// only when a command searches, so `blog show 1` does not pay for it.
///
/// ```swift
/// let index = Lazy { SearchIndex(products: products) }
/// index.value.search("oak", limit: 5)  // built here, on the first call
/// ```
public final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let storage = Mutex<Value?>(nil)

    /// A lazy value that `make` produces on the first read of ``value``.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made by the first caller while later callers wait for it.
    public var value: Value {
        storage.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }

    /// Whether the value has been made yet.
    public var isMade: Bool {
        storage.withLock { $0 != nil }
    }
}
