import Foundation
import GRDB
import Services

/// The server's orders and idempotency keys, in SQLite through GRDB: a file (`--database`), so a
/// server restarted on the same file keeps its orders, or memory (tests).
///
/// Writes go through one `DatabaseQueue`, one transaction at a time: placing an order looks its
/// key up and inserts the order and the key in the same transaction, so concurrent posts of one
/// key give one order. The unique (customer, key) primary key backs that up.
public final class OrderStore: Sendable {
    /// What placing an order came to.
    enum Placement: Equatable, Sendable {
        /// A new order (answered 201).
        case placed(OrderDTO)
        /// The key was used before with the same request: its order (answered 200).
        case replayed(OrderDTO)
        /// The key was used before with another request (answered 422).
        case keyReused
    }

    private let database: DatabaseQueue

    /// Opens (or creates) the database file at `path` and brings its tables up to date.
    public convenience init(path: String) throws {
        try self.init(database: DatabaseQueue(path: path))
    }

    /// A database in memory, gone with the store.
    public static func inMemory() throws -> OrderStore {
        try OrderStore(database: DatabaseQueue())
    }

    private init(database: DatabaseQueue) throws {
        self.database = database
        try Self.migrator.migrate(database)
    }

    /// Closes the database (before its file is removed).
    public func close() throws {
        try database.close()
    }

    /// The order placed earlier with this key: `.replayed` for the same request, `.keyReused` for
    /// another; nil when the key is new.
    func earlierPlacement(customer: CustomerID, key: String, request: String) async throws -> Placement? {
        try await database.read { db in try Self.earlierPlacement(db, customer: customer, key: key, request: request) }
    }

    /// Stores a new order with its key, unless the key was used meanwhile (then what
    /// ``earlierPlacement(customer:key:request:)`` says), in one transaction.
    func place(
        customer: CustomerID, key: String, request: String, currency: String, lines: [OrderLineDTO], at date: Date
    ) async throws -> Placement {
        try await database.write { db in
            if let earlier = try Self.earlierPlacement(db, customer: customer, key: key, request: request) {
                return earlier
            }
            var order = OrderRecord(
                sequence: nil, customer: customer.rawValue, status: OrderRecord.placed, placedAt: date,
                currency: currency, lines: lines)
            try order.insert(db)
            let sequence = try order.sequence.orThrow()
            try IdempotencyRecord(customer: customer.rawValue, key: key, request: request, orderSequence: sequence)
                .insert(db)
            return .placed(order.dto(sequence: sequence))
        }
    }

    /// The customer's orders, newest first.
    func orders(of customer: CustomerID) async throws -> [OrderDTO] {
        try await database.read { db in
            try OrderRecord
                .filter(Column("customer") == customer.rawValue)
                .order(Column("sequence").desc)
                .fetchAll(db)
                .compactMap { record in record.sequence.map(record.dto(sequence:)) }
        }
    }

    /// The customer's order with this id; nil when there is none, or it is another customer's.
    func order(id: String, of customer: CustomerID) async throws -> OrderDTO? {
        guard let sequence = OrderRecord.sequence(ofID: id) else { return nil }
        return try await database.read { db in
            try OrderRecord
                .filter(Column("sequence") == sequence && Column("customer") == customer.rawValue)
                .fetchOne(db)
                .map { $0.dto(sequence: sequence) }
        }
    }

    private static func earlierPlacement(
        _ db: Database, customer: CustomerID, key: String, request: String
    ) throws -> Placement? {
        guard let earlier = try IdempotencyRecord.fetchOne(db, key: ["customer": customer.rawValue, "key": key]) else {
            return nil
        }
        guard earlier.request == request else { return .keyReused }
        let order = try OrderRecord.fetchOne(db, key: earlier.orderSequence).orThrow()
        return .replayed(order.dto(sequence: earlier.orderSequence))
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("orders and idempotency keys") { db in
            try db.create(table: OrderRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("sequence")
                table.column("customer", .text).notNull().indexed()
                table.column("status", .text).notNull()
                table.column("placedAt", .datetime).notNull()
                table.column("currency", .text).notNull()
                table.column("lines", .jsonText).notNull()
            }
            try db.create(table: IdempotencyRecord.databaseTableName) { table in
                table.column("customer", .text).notNull()
                table.column("key", .text).notNull()
                table.column("request", .text).notNull()
                table.column("orderSequence", .integer).notNull()
                    .references(OrderRecord.databaseTableName, column: "sequence")
                table.primaryKey(["customer", "key"])
            }
        }
        return migrator
    }
}

/// A row of `placedOrder`: the order's number (its id is `o-` and the number, six digits at least),
/// owner, status, time and lines (JSON, exactly as answered).
private struct OrderRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "placedOrder"
    static let placed = "placed"

    var sequence: Int64?
    var customer: String
    var status: String
    var placedAt: Date
    var currency: String
    var lines: [OrderLineDTO]

    mutating func didInsert(_ inserted: InsertionSuccess) {
        sequence = inserted.rowID
    }

    func dto(sequence: Int64) -> OrderDTO {
        OrderDTO(
            id: Self.id(ofSequence: sequence), status: status, placedAt: OrderDate.string(from: placedAt),
            currency: currency, lines: lines)
    }

    static func id(ofSequence sequence: Int64) -> String {
        let digits = String(sequence)
        return "o-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// The number in an order id; nil for text that is not exactly an id this store gives.
    static func sequence(ofID id: String) -> Int64? {
        guard id.hasPrefix("o-"), let sequence = Int64(id.dropFirst(2)), sequence > 0,
            Self.id(ofSequence: sequence) == id
        else { return nil }
        return sequence
    }
}

/// A row of `idempotencyKey`: a customer's key, the request it came with (canonical JSON) and the
/// order it placed.
private struct IdempotencyRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "idempotencyKey"

    var customer: String
    var key: String
    var request: String
    var orderSequence: Int64
}

/// A row the store wrote is missing: the database file was changed by hand.
struct OrderStoreInconsistency: Error {}

extension Optional {
    fileprivate func orThrow() throws -> Wrapped {
        guard let self else { throw OrderStoreInconsistency() }
        return self
    }
}
