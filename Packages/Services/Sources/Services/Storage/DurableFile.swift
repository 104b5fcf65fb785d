import Foundation

/// One file of bytes in a directory, safe against crashes and against several processes changing
/// it at once: the discipline the cart file follows, for any small state an app keeps on disk.
///
/// - **Atomic writes**: new bytes go to a temporary file in the same directory
///   (`.<name>.tmp`), which is flushed (`fsync`), renamed over the file, and the directory
///   flushed. A crash at any point leaves either the old bytes or the new ones, never half of them;
///   a temporary file left by a crash is replaced by the next write, under the lock.
/// - **One writer at a time**: every call holds an advisory `flock` on `<name>.lock` (its contents
///   are unused), across threads and processes; ``update(_:)`` and ``withLock(_:)`` hold it from
///   reading to writing, so no update is lost.
/// - **Bad files are kept**: ``moveAside(reason:)`` moves the file to
///   `<name>.corrupt-<UTC timestamp>` (`-2`, `-3`… when taken; never overwritten), for the caller
///   whose decoder refuses the bytes.
///
/// It knows nothing of what the bytes mean: a caller encodes and decodes them (as `CartStore` does
/// with the cart's format). Calls block the calling thread while they wait for the lock and the
/// disk; they are short.
public struct DurableFile: Sendable {
    /// The path of the directory holding the file; created when missing.
    public let directoryPath: String
    /// The file's name in the directory.
    public let fileName: String
    /// The file's path.
    public let filePath: String
    /// The path of the lock file next to it.
    public let lockPath: String
    let now: @Sendable () -> Date
    let beforeReplacing: (@Sendable (_ temporaryFile: URL) throws -> Void)?

    /// The directory holding the file, as a URL. The calls work on paths (``directoryPath``): a
    /// one-shot command's first `URL` costs it about 0.4 ms, so URLs are made for callers and
    /// error messages only.
    public var directory: URL { URL(fileURLWithPath: directoryPath, isDirectory: true) }
    /// The file, as a URL.
    public var fileURL: URL { URL(fileURLWithPath: filePath, isDirectory: false) }
    /// The lock file, as a URL.
    public var lockURL: URL { URL(fileURLWithPath: lockPath, isDirectory: false) }

    /// The file `directory/fileName`. Nothing touches the disk until the first call.
    /// - Parameters:
    ///   - now: the clock that stamps the names of moved-aside files (fixed in tests).
    ///   - beforeReplacing: runs after new bytes are flushed to their temporary file and before the
    ///     rename: a seam for tests to simulate a crash between the two by throwing.
    public init(
        directory: URL, fileName: String, now: @escaping @Sendable () -> Date = { Date() },
        beforeReplacing: (@Sendable (_ temporaryFile: URL) throws -> Void)? = nil
    ) {
        self.init(directoryPath: directory.path, fileName: fileName, now: now, beforeReplacing: beforeReplacing)
    }

    /// The file `directoryPath/fileName`: the same file as ``init(directory:fileName:now:beforeReplacing:)``
    /// names, from a path. Nothing touches the disk until the first call.
    public init(
        directoryPath: String, fileName: String, now: @escaping @Sendable () -> Date = { Date() },
        beforeReplacing: (@Sendable (_ temporaryFile: URL) throws -> Void)? = nil
    ) {
        self.directoryPath = directoryPath
        self.fileName = fileName
        filePath = FileSystemCalls.path(fileName, in: directoryPath)
        lockPath = FileSystemCalls.path(fileName + ".lock", in: directoryPath)
        self.now = now
        self.beforeReplacing = beforeReplacing
    }

    /// Creates the directory when missing and checks it can be written, so an app can report a bad
    /// data directory at launch rather than at the first save.
    /// - Throws: ``DurableFileError/directoryUnavailable(_:reason:)``.
    public func prepare() throws(DurableFileError) {
        do {
            try FileSystemCalls.makeDirectory(directoryPath)
        } catch {
            throw .directoryUnavailable(directory, reason: Self.reason(error))
        }
        guard FileSystemCalls.isWritableDirectory(directoryPath) else {
            throw .directoryUnavailable(directory, reason: "the directory is not writable")
        }
    }

    /// Prepares the directory, then runs `body` holding the lock, with the file's locked operations:
    /// use it when reading, deciding and writing (or moving a bad file aside) must be one step.
    /// - Throws: ``DurableFileError`` when the directory or the lock is unavailable; whatever
    ///   `body` throws, unchanged.
    public func withLock<Result>(_ body: (borrowing Locked) throws -> Result) throws -> Result {
        try prepare()
        do {
            return try FileSystemCalls.withExclusiveLock(on: lockPath) {
                // Named before it is lent: `body(Locked(file: self))` crashes the 6.3.1 optimizer
                // ("Cannot initialize a nonCopyable type with a guaranteed value") in -c release.
                let locked = Locked(file: self)
                return try body(locked)
            }
        } catch let failure as FileSystemCalls.Failure {
            throw DurableFileError.lockFailed(lockURL, reason: failure.reason)
        }
    }

    /// The file's bytes, under the lock; nil when there is no file.
    /// - Throws: ``DurableFileError`` (``DurableFileError/readFailed(_:reason:)`` when the file
    ///   exists but cannot be read).
    public func read() throws -> Data? {
        try withLock { try $0.read() }
    }

    /// Replaces the file's bytes atomically, under the lock.
    /// - Throws: ``DurableFileError``; on ``DurableFileError/writeFailed(_:reason:)`` the old bytes
    ///   are unchanged.
    public func write(_ data: Data) throws {
        try withLock { try $0.write(data) }
    }

    /// Reads the bytes (nil when there is no file), passes them to `change` and writes what it
    /// returns, all under the lock, and returns what was written. When `change` throws, nothing is
    /// written and its error is rethrown unchanged.
    @discardableResult
    public func update(_ change: (Data?) throws -> Data) throws -> Data {
        try withLock { file in
            let data = try change(try file.read())
            try file.write(data)
            return data
        }
    }

    /// Moves the file aside to `<name>.corrupt-<UTC timestamp>`, under the lock, and returns where
    /// it went.
    /// - Parameter reason: why, for the error when the move fails.
    /// - Throws: ``DurableFileError/moveAsideFailed(_:reason:)`` (the file is left in place).
    public func moveAside(reason: String) throws -> URL {
        try withLock { try $0.moveAside(reason: reason) }
    }

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

    static func reason(_ error: any Error) -> String {
        if let failure = error as? FileSystemCalls.Failure { return failure.reason }
        return error.localizedDescription
    }
}
