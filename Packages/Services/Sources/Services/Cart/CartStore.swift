import Domain
import Foundation

/// The cart as a file in a directory the app chooses (`cart.json` by default), safe against crashes
/// and against several processes changing it at once: the cart's format (`CartFile`) over a
/// ``DurableFile``, which gives it its discipline.
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
    private let file: DurableFile

    /// The directory holding the cart file; created when missing.
    public var directory: URL { file.directory }
    /// The cart file.
    public var fileURL: URL { file.fileURL }
    /// The lock file next to it (its contents are unused).
    public var lockURL: URL { file.lockURL }

    /// A store for `directory/fileName`. Nothing touches the disk until the first call.
    public init(directory: URL, fileName: String = "cart.json") {
        file = DurableFile(directory: directory, fileName: fileName)
    }

    /// A store for `directoryPath/fileName`, from a path (see ``DurableFile``'s paths).
    public init(directoryPath: String, fileName: String = "cart.json") {
        file = DurableFile(directoryPath: directoryPath, fileName: fileName)
    }

    /// - Parameters:
    ///   - now: stamps the names of moved-aside files.
    ///   - beforeReplacing: runs after the new cart is flushed to its temporary file and before the
    ///     rename: a seam for tests to simulate a crash between the two.
    init(
        directory: URL, fileName: String = "cart.json", now: @escaping @Sendable () -> Date,
        beforeReplacing: @escaping @Sendable (_ temporaryFile: URL) throws -> Void
    ) {
        file = DurableFile(directory: directory, fileName: fileName, now: now, beforeReplacing: beforeReplacing)
    }

    /// Creates the directory when missing and checks it can be written, so an app can report a bad
    /// data directory at launch rather than at the first "add to cart".
    /// - Throws: ``CartStoreError/directoryUnavailable(_:reason:)``.
    public func prepare() throws(CartStoreError) {
        do {
            try file.prepare()
        } catch {
            throw CartStoreError(error)
        }
    }

    /// The stored cart; an empty cart when there is no file yet.
    /// - Throws: ``CartStoreError`` (a bad file is moved aside first).
    public func load() throws -> Cart {
        try withLock { file in try read(file) }
    }

    /// Reads the cart, applies `change` and writes the result, all under the lock, and returns the
    /// cart as stored. When `change` throws (a `CartError`, say), nothing is written and its error
    /// is rethrown unchanged.
    @discardableResult
    public func update(_ change: (inout Cart) throws -> Void) throws -> Cart {
        try withLock { file in
            var cart = try read(file)
            try change(&cart)
            let data: Data
            do {
                data = try CartFile.encode(cart)
            } catch {
                throw CartStoreError.writeFailed(fileURL, reason: error.localizedDescription)
            }
            try file.write(data)
            return cart
        }
    }

    // MARK: - Steps

    /// Runs `body` under the file's lock, with the file's errors in the cart's words; the errors of
    /// the cart's own rules pass through unchanged.
    private func withLock<Result>(_ body: (borrowing DurableFile.Locked) throws -> Result) throws -> Result {
        do {
            return try file.withLock(body)
        } catch let error as DurableFileError {
            throw CartStoreError(error)
        }
    }

    /// The cart in the file; a file that is unreadable, not a cart or of another version is moved
    /// aside (under the same lock, so no writer's good cart is moved instead).
    private func read(_ file: borrowing DurableFile.Locked) throws -> Cart {
        let data: Data
        do {
            guard let bytes = try file.read() else { return Cart() }
            data = bytes
        } catch .readFailed(_, let reason) {
            throw CartStoreError.corrupt(movedTo: try file.moveAside(reason: reason))
        }
        do {
            return try CartFile.decode(data)
        } catch .unsupportedVersion(let version) {
            throw CartStoreError.unsupportedVersion(version, movedTo: try file.moveAside(reason: "version"))
        } catch .malformed(let reason) {
            throw CartStoreError.corrupt(movedTo: try file.moveAside(reason: reason))
        }
    }
}
