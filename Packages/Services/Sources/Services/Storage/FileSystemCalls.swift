import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls ``DurableFile`` needs (locks, fsync, no-overwrite moves), with `EINTR`
/// retried and failures turned into readable reasons. They take paths, not `URL`s: a one-shot
/// command's first `URL` costs it about 0.4 ms (making one, appending to it, reading its path),
/// more than all its file calls.
enum FileSystemCalls {
    struct Failure: Error {
        let reason: String

        init(_ operation: String, _ code: Int32 = errno) {
            reason = "\(operation): \(String(cString: strerror(code)))"
        }
    }

    /// `directory/name`.
    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last component of `path`, for messages.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Opens (creating) `path` and holds an exclusive `flock` on it while `body` runs. `flock` locks
    /// belong to the open file, so two threads of one process exclude each other as two processes do.
    static func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result {
        let descriptor = try openLocked(path)
        defer { unlock(descriptor) }
        return try body()
    }

    /// Opens (creating) `path` and waits for an exclusive `flock` on it: the descriptor, locked, for
    /// ``unlock(_:)``. Both ways of holding a lock start here.
    private static func openLocked(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure("open \(lastComponent(of: path))") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = Failure("flock")  // before `close`, which may change errno
                close(descriptor)
                throw failure
            }
        }
        return descriptor
    }

    private static func unlock(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Makes the directory at `path` unless one is there, creating missing parents like `mkdir -p`.
    /// Every durable file's call starts here, so the usual cases cost one or two system calls:
    /// `FileManager.createDirectory` builds URLs and attribute dictionaries even for a directory
    /// that exists (about 0.25 ms of a one-shot command). Anything unusual (missing parents, a file
    /// in the way, no permission) goes to `FileManager`, which also words the error.
    static func makeDirectory(_ path: String) throws {
        if isDirectory(path) || mkdir(path, 0o777) == 0 || (errno == EEXIST && isDirectory(path)) { return }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Whether `path` names a directory (following symbolic links, as `mkdir -p` does).
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The whole file at `path`; nil when there is none (no entry, or a path component is not a
    /// folder). Plain `open` and `read`: `Data(contentsOf:)` reports a missing file, the common
    /// case for a first cart, by building an `NSError` with its user-info dictionary.
    static func readFile(_ path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Failure("open \(lastComponent(of: path))")
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                guard errno == EINTR else { throw Failure("read \(lastComponent(of: path))") }
                continue
            }
            if count == 0 { return data }
            chunk.withUnsafeBufferPointer { bytes in
                if let start = bytes.baseAddress { data.append(start, count: count) }
            }
        }
    }

    /// Writes `data` to a new file at `path` (failing if anything is there, a link included: none is
    /// ever followed) and flushes it to the disk.
    static func writeNewFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure("create \(lastComponent(of: path))") }
        var closed = false
        defer { if !closed { close(descriptor) } }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    guard errno == EINTR else { throw Failure("write") }
                    continue
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw Failure("fsync") }
        closed = true
        guard close(descriptor) == 0 else { throw Failure("close") }
    }

    /// Renames `source` over `destination` (atomic within one file system).
    static func replace(_ destination: String, with source: String) throws {
        guard rename(source, destination) == 0 else { throw Failure("rename") }
    }

    /// Flushes a directory's entries, so a rename in it survives a power cut.
    static func syncDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure("open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure("fsync directory") }
    }

    /// Moves `source` to `destination` only if nothing is there: a hard link cannot replace a file.
    /// - Returns: false when `destination` exists.
    static func moveWithoutReplacing(_ source: String, to destination: String) throws -> Bool {
        if link(source, destination) == 0 {
            _ = unlink(source)
            return true
        }
        if errno == EEXIST { return false }
        // File systems without hard links: check, then rename (the caller holds the file's lock).
        guard access(destination, F_OK) != 0 else { return false }
        guard rename(source, destination) == 0 else { throw Failure("rename") }
        return true
    }

    /// Removes the file at `path`; a file already gone is not an error.
    static func removeFile(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure("unlink \(lastComponent(of: path))") }
    }

    /// Like ``withExclusiveLock(on:_:)`` for an async `body`: the lock is waited for on a thread of
    /// its own (so a task waiting for another process never blocks the cooperative pool) and held
    /// until `body` ends, across its suspensions. (`flock` belongs to the open file, not a thread.)
    static func withExclusiveLock<Result: Sendable>(
        on path: String, _ body: () async throws -> Result
    ) async throws -> Result {
        let descriptor: Int32 = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Swift.Result { try openLocked(path) })
            }
        }
        defer { unlock(descriptor) }
        return try await body()
    }

    /// True when the process may create files in the directory.
    static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }
}
