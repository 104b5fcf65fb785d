import Domain
import Foundation

/// The cart as a file in a directory the app chooses (`cart.json` by default), safe against crashes
/// and against several processes changing it at once.
///
/// - **Atomic writes**: a new cart is written to a temporary file in the same directory, flushed
///   (`fsync`), renamed over the cart file, and the directory flushed. A crash at any point leaves
///   either the old cart or the new one, never half of one.
/// - **No lost updates**: ``update(_:)`` holds an advisory `flock` on `cart.json.lock` from reading
///   to writing, so two processes (or threads) adding at once both get their lines in.
/// - **Versioned format**: see `CartFile` (version 1). A file that is corrupt, unreadable or of an
///   unknown version is moved aside to `cart.json.corrupt-<UTC timestamp>` (never overwritten) and
///   the call throws ``CartStoreError``; the next call starts from an empty cart.
///
/// Calls block the calling thread while they wait for the lock and the disk; they are short.
public struct CartStore: Sendable {
    /// The directory holding the cart file; created when missing.
    public let directory: URL
    /// The cart file.
    public let fileURL: URL
    /// The lock file next to it (its contents are unused).
    public let lockURL: URL
    private let fileName: String
    private let now: @Sendable () -> Date
    /// Runs after the new cart is flushed to its temporary file and before the rename: a seam for
    /// tests to simulate a crash between the two.
    private let beforeReplacing: @Sendable (_ temporaryFile: URL) throws -> Void

    /// A store for `directory/fileName`. Nothing touches the disk until the first call.
    public init(directory: URL, fileName: String = "cart.json") {
        self.init(directory: directory, fileName: fileName, now: { Date() }, beforeReplacing: { _ in })
    }

    init(
        directory: URL, fileName: String = "cart.json", now: @escaping @Sendable () -> Date,
        beforeReplacing: @escaping @Sendable (_ temporaryFile: URL) throws -> Void
    ) {
        self.directory = directory
        self.fileName = fileName
        fileURL = directory.appendingPathComponent(fileName, isDirectory: false)
        lockURL = directory.appendingPathComponent(fileName + ".lock", isDirectory: false)
        self.now = now
        self.beforeReplacing = beforeReplacing
    }

    /// Creates the directory when missing and checks it can be written, so an app can report a bad
    /// data directory at launch rather than at the first "add to cart".
    /// - Throws: ``CartStoreError/directoryUnavailable(_:reason:)``.
    public func prepare() throws(CartStoreError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .directoryUnavailable(directory, reason: Self.reason(error))
        }
        guard FileSystemCalls.isWritableDirectory(directory) else {
            throw .directoryUnavailable(directory, reason: "the directory is not writable")
        }
    }

    /// The stored cart; an empty cart when there is no file yet.
    /// - Throws: ``CartStoreError`` (a bad file is moved aside first).
    public func load() throws -> Cart {
        try withLock { try read() }
    }

    /// Reads the cart, applies `change` and writes the result, all under the lock, and returns the
    /// cart as stored. When `change` throws (a `CartError`, say), nothing is written and its error
    /// is rethrown unchanged.
    @discardableResult
    public func update(_ change: (inout Cart) throws -> Void) throws -> Cart {
        try withLock {
            var cart = try read()
            try change(&cart)
            removeLeftoverTemporaryFiles()
            try write(cart)
            return cart
        }
    }

    // MARK: - Steps

    private func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        try prepare()
        do {
            return try FileSystemCalls.withExclusiveLock(on: lockURL, body)
        } catch let failure as FileSystemCalls.Failure {
            throw CartStoreError.lockFailed(lockURL, reason: failure.reason)
        }
    }

    private func read() throws -> Cart {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return Cart()
        } catch {
            guard FileManager.default.fileExists(atPath: fileURL.path) else { return Cart() }
            let movedTo = try moveAside(becauseOf: Self.reason(error))
            throw CartStoreError.corrupt(movedTo: movedTo)
        }
        do {
            return try CartFile.decode(data)
        } catch .unsupportedVersion(let version) {
            throw CartStoreError.unsupportedVersion(version, movedTo: try moveAside(becauseOf: "version"))
        } catch .malformed(let reason) {
            throw CartStoreError.corrupt(movedTo: try moveAside(becauseOf: reason))
        }
    }

    private func write(_ cart: Cart) throws {
        let temporary = directory.appendingPathComponent(
            temporaryPrefix + UUID().uuidString, isDirectory: false)
        do {
            try FileSystemCalls.writeNewFile(try CartFile.encode(cart), to: temporary)
            try beforeReplacing(temporary)
            try FileSystemCalls.replace(fileURL, with: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CartStoreError.writeFailed(fileURL, reason: Self.reason(error))
        }
        do {
            try FileSystemCalls.syncDirectory(directory)
        } catch {
            // The rename happened; only its durability across a power cut is in doubt.
            throw CartStoreError.writeFailed(fileURL, reason: Self.reason(error))
        }
    }

    /// Moves the cart file to `cart.json.corrupt-<timestamp>` (with `-2`, `-3`… if taken).
    private func moveAside(becauseOf reason: String) throws -> URL {
        let stamp = Self.timestamp(now())
        for attempt in 1...1_000 {
            let name = fileName + ".corrupt-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            let destination = directory.appendingPathComponent(name, isDirectory: false)
            do {
                if try FileSystemCalls.moveWithoutReplacing(fileURL, to: destination) { return destination }
            } catch let failure as FileSystemCalls.Failure {
                throw CartStoreError.unreadable(fileURL, reason: "\(reason); moving it aside failed: \(failure.reason)")
            }
        }
        throw CartStoreError.unreadable(fileURL, reason: "\(reason); no free name to move it aside")
    }

    /// Temporary files of writers that crashed before their rename. Only called under the lock, when
    /// no other writer can be between its write and its rename.
    private func removeLeftoverTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(temporaryPrefix) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name, isDirectory: false))
        }
    }

    private var temporaryPrefix: String { "." + fileName + ".tmp-" }

    /// `20260123T094500Z`: sortable, and valid in a file name on every system.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return String(parts.year ?? 0) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }

    private static func reason(_ error: any Error) -> String {
        if let failure = error as? FileSystemCalls.Failure { return failure.reason }
        return error.localizedDescription
    }
}
