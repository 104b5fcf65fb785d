import Domain
import Foundation

/// The local order book as a file (`orders.json` in the data directory), with the cart's discipline
/// through ``DurableFile``: atomic writes, a lock across processes held from reading to writing, a
/// corrupt file moved aside (never overwritten).
///
/// Format, version 1: `{"version": 1, "entries": [{"key": "…", "order": OrderDTO}]}`, oldest first.
public struct OrderBookStore: Sendable {
    private let file: DurableFile

    /// The book in `directory/fileName`. Nothing touches the disk until the first call.
    public init(directory: URL, fileName: String = "orders.json") {
        file = DurableFile(directory: directory, fileName: fileName)
    }

    /// The book in `directoryPath/fileName`, from a path (see ``DurableFile``'s paths).
    public init(directoryPath: String, fileName: String = "orders.json") {
        file = DurableFile(directoryPath: directoryPath, fileName: fileName)
    }

    /// The file.
    public var fileURL: URL { file.fileURL }

    /// The book as stored; empty when there is no file yet.
    /// - Throws: ``OrderFileError`` (a bad file is moved aside first).
    public func load() throws -> OrderBook {
        try file.withOrderLock { locked in try read(locked) }
    }

    /// Reads the book, applies `change` and writes the book back, all under the lock; returns what
    /// `change` returns. When `change` throws, nothing is written and its error passes through.
    public func update<Result>(_ change: (inout OrderBook) throws -> Result) throws -> Result {
        try file.withOrderLock { locked in
            var book = try read(locked)
            let result = try change(&book)
            try file.writeJSON(OrderBookFile(book), to: locked)
            return result
        }
    }

    private func read(_ locked: borrowing DurableFile.Locked) throws -> OrderBook {
        try file.readVersioned(OrderBookFile.self, from: locked) { try $0.book() } ?? OrderBook()
    }
}

/// The order book file's format (version 1).
struct OrderBookFile: Codable, Versioned {
    static let currentVersion = 1

    struct Entry: Codable {
        var key: String
        var order: OrderDTO
    }

    var version: Int
    var entries: [Entry]

    init(_ book: OrderBook) {
        version = Self.currentVersion
        entries = book.entries.map { Entry(key: $0.key.rawValue, order: OrderDTO($0.order)) }
    }

    func book() throws -> OrderBook {
        OrderBook(
            entries: try entries.map { entry in
                guard let key = IdempotencyKey(rawValue: entry.key) else {
                    throw ServiceError.badPayload("entries: '\(entry.key)' is not an idempotency key")
                }
                return OrderBook.Entry(key: key, order: try Order(dto: entry.order))
            })
    }
}
