import Foundation

extension DurableFile {
    /// The file while its lock is held: what ``DurableFile/withLock(_:)`` hands its body. It cannot
    /// be copied, so it cannot outlive the lock.
    public struct Locked: ~Copyable {
        let file: DurableFile

        /// The file's bytes; nil when there is no file.
        /// - Throws: ``DurableFileError/readFailed(_:reason:)`` when the file exists but cannot be
        ///   read (the caller may move it aside).
        public func read() throws(DurableFileError) -> Data? {
            do {
                return try FileSystemCalls.readFile(file.filePath)
            } catch {
                throw .readFailed(file.fileURL, reason: DurableFile.reason(error))
            }
        }

        /// Replaces the file with `data` atomically: temporary file, `fsync`, rename, `fsync` of the
        /// directory. The temporary file has one name, `.<name>.tmp`: only the lock's holder writes
        /// it, so no two writers ever share it, and what a writer that crashed before its rename
        /// left there is replaced (no directory listing, no random name).
        /// - Throws: ``DurableFileError/writeFailed(_:reason:)``; the old bytes are unchanged unless
        ///   only the directory's flush failed (then the new bytes are in place but their survival
        ///   of a power cut is in doubt).
        public func write(_ data: Data) throws(DurableFileError) {
            let temporary = FileSystemCalls.path("." + file.fileName + ".tmp", in: file.directoryPath)
            do {
                // A crashed writer's leftover (a file, or a link: removed, never followed).
                try FileSystemCalls.removeFile(temporary)
                try FileSystemCalls.writeNewFile(data, to: temporary)
                try file.beforeReplacing?(URL(fileURLWithPath: temporary, isDirectory: false))
                try FileSystemCalls.replace(file.filePath, with: temporary)
            } catch {
                try? FileSystemCalls.removeFile(temporary)
                throw .writeFailed(file.fileURL, reason: DurableFile.reason(error))
            }
            do {
                try FileSystemCalls.syncDirectory(file.directoryPath)
            } catch {
                // The rename happened; only its durability across a power cut is in doubt.
                throw .writeFailed(file.fileURL, reason: DurableFile.reason(error))
            }
        }

        /// Moves the file to `<name>.corrupt-<UTC timestamp>` (with `-2`, `-3`… if taken; never
        /// over another file) and returns where it went.
        /// - Parameter reason: why, for the error when the move fails.
        /// - Throws: ``DurableFileError/moveAsideFailed(_:reason:)``; the file is left in place.
        public func moveAside(reason: String) throws(DurableFileError) -> URL {
            let stamp = DurableFile.timestamp(file.now())
            for attempt in 1...1_000 {
                let name = file.fileName + ".corrupt-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
                let destination = FileSystemCalls.path(name, in: file.directoryPath)
                do {
                    if try FileSystemCalls.moveWithoutReplacing(file.filePath, to: destination) {
                        return URL(fileURLWithPath: destination, isDirectory: false)
                    }
                } catch {
                    throw .moveAsideFailed(
                        file.fileURL, reason: "\(reason); moving it aside failed: \(DurableFile.reason(error))")
                }
            }
            throw .moveAsideFailed(file.fileURL, reason: "\(reason); no free name to move it aside")
        }

        /// Removes the file (nothing to do when there is none) and flushes the directory, so the
        /// removal survives a power cut.
        /// - Throws: ``DurableFileError/writeFailed(_:reason:)``; the file is left in place.
        public func remove() throws(DurableFileError) {
            do {
                try FileSystemCalls.removeFile(file.filePath)
                try FileSystemCalls.syncDirectory(file.directoryPath)
            } catch {
                throw .writeFailed(file.fileURL, reason: DurableFile.reason(error))
            }
        }
    }
}
