import Foundation

/// Why a ``DurableFile`` could not be read, written, locked or moved aside. Each case names the
/// file or directory and says what happened to it; a store built on ``DurableFile`` maps these to
/// its own errors, in its own words (as `CartStoreError` does).
public enum DurableFileError: Error, Equatable, Sendable {
    /// The directory could not be created or is not writable.
    case directoryUnavailable(URL, reason: String)
    /// The lock that keeps writers from overwriting each other's changes could not be taken.
    case lockFailed(URL, reason: String)
    /// The file exists but could not be read.
    case readFailed(URL, reason: String)
    /// The new bytes could not be written; the previous file is unchanged.
    case writeFailed(URL, reason: String)
    /// The file could not be moved aside; it was left in place. The reason starts with why it was
    /// to be moved.
    case moveAsideFailed(URL, reason: String)
}

extension DurableFileError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .directoryUnavailable(let directory, let reason):
            "cannot store files in \(directory.path): \(reason)"
        case .lockFailed(let file, let reason):
            "cannot lock \(file.path): \(reason)"
        case .readFailed(let file, let reason):
            "cannot read \(file.path): \(reason)"
        case .writeFailed(let file, let reason):
            "could not save \(file.path) (the previous file is unchanged): \(reason)"
        case .moveAsideFailed(let file, let reason):
            "\(file.path) could not be moved aside and was left in place: \(reason)"
        }
    }
}
