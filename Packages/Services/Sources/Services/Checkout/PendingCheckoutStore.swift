import Domain
import Foundation
import FoundationExt

/// Where the one pending checkout is kept, as a witness: ``file(directory:)`` (the data directory,
/// across processes) or ``inMemory()``.
public struct PendingCheckoutStore: Sendable {
    /// The pending checkout, if any.
    public var load: @Sendable () throws -> PendingCheckout?
    /// Records (or replaces) the pending checkout, durably, before returning.
    public var save: @Sendable (PendingCheckout) throws -> Void
    /// Removes the pending checkout (nothing to do when there is none).
    public var remove: @Sendable () throws -> Void
    /// Runs `body` while no other checkout (in this process or another) runs its own: the whole of
    /// a checkout, from reading the record to removing it, is one step for the others.
    public var exclusively: @Sendable (_ body: () async throws -> CheckoutOutcome) async throws -> CheckoutOutcome

    public init(
        load: @escaping @Sendable () throws -> PendingCheckout?,
        save: @escaping @Sendable (PendingCheckout) throws -> Void,
        remove: @escaping @Sendable () throws -> Void,
        exclusively: @escaping @Sendable (_ body: () async throws -> CheckoutOutcome) async throws -> CheckoutOutcome
    ) {
        self.load = load
        self.save = save
        self.remove = remove
        self.exclusively = exclusively
    }

    /// The record as `pending-checkout.json` in `directory` through a ``DurableFile`` (atomic,
    /// flushed writes; a corrupt file moved aside), and checkouts excluded from each other by an
    /// `flock` on `checkout.lock`.
    ///
    /// Format, version 1: `{"version": 1, "key": "…", "lines": [OrderLineDTO]}`.
    public static func file(directory: URL) -> PendingCheckoutStore {
        file(directoryPath: directory.path)
    }

    /// ``file(directory:)`` from the directory's path (see ``DurableFile``'s paths).
    public static func file(directoryPath: String) -> PendingCheckoutStore {
        let file = DurableFile(directoryPath: directoryPath, fileName: "pending-checkout.json")
        let lockPath = FileSystemCalls.path("checkout.lock", in: directoryPath)
        return PendingCheckoutStore(
            load: {
                try file.withOrderLock { locked in
                    try file.readVersioned(PendingCheckoutFile.self, from: locked) { try $0.pending() }
                }
            },
            save: { pending in
                try file.withOrderLock { locked in try file.writeJSON(PendingCheckoutFile(pending), to: locked) }
            },
            remove: {
                try file.withOrderLock { locked in try locked.remove() }
            },
            exclusively: { body in
                do {
                    try file.prepare()
                    return try await FileSystemCalls.withExclusiveLock(on: lockPath, body)
                } catch let error as DurableFileError {
                    throw OrderFileError(error)
                } catch let failure as FileSystemCalls.Failure {
                    throw OrderFileError.unavailable(URL(fileURLWithPath: lockPath), reason: failure.reason)
                }
            })
    }

    /// A record held in memory (previews, tests), checkouts excluded from each other in this process.
    public static func inMemory(_ initial: PendingCheckout? = nil) -> PendingCheckoutStore {
        let record = LockedBox(initial)
        let exclusion = AsyncExclusion()
        return PendingCheckoutStore(
            load: { record.value },
            save: { pending in record.withLock { $0 = pending } },
            remove: { record.withLock { $0 = nil } },
            exclusively: { body in try await exclusion.run(body) })
    }
}

/// The pending-checkout file's format (version 1).
struct PendingCheckoutFile: Codable, Versioned {
    static let currentVersion = 1

    var version: Int
    var key: String
    var lines: [OrderLineDTO]

    init(_ pending: PendingCheckout) {
        version = Self.currentVersion
        key = pending.key.rawValue
        lines = pending.draft.lines.map(OrderLineDTO.init)
    }

    func pending() throws -> PendingCheckout {
        guard let key = IdempotencyKey(rawValue: key) else {
            throw ServiceError.badPayload("key: '\(key)' is not an idempotency key")
        }
        let lines = try lines.map { line in
            OrderLine(
                productID: ProductID(line.productId), productName: line.productName, sku: SKUID(line.sku),
                variantName: line.variantName, quantity: line.quantity, price: try Price(dto: line.price))
        }
        return PendingCheckout(key: key, draft: try OrderDraft(lines: lines))
    }
}
