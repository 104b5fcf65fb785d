import Foundation

/// Why the cart file could not be read or written. Each case says what happened to the file, in
/// words a person can act on.
public enum CartStoreError: Error, Equatable, Sendable {
    /// The cart file could not be read as a cart (bad JSON, a broken rule, unreadable bytes). It was
    /// moved to `movedTo` (kept, never overwritten) and the cart starts empty.
    case corrupt(movedTo: URL)
    /// The cart file has a format version this code does not know. It was moved to `movedTo` and
    /// the cart starts empty.
    case unsupportedVersion(Int, movedTo: URL)
    /// The cart file is unreadable and could not be moved aside either; it was left as it is.
    case unreadable(URL, reason: String)
    /// The data directory could not be created or is not writable.
    case directoryUnavailable(URL, reason: String)
    /// The lock that keeps processes from overwriting each other's changes could not be taken.
    case lockFailed(URL, reason: String)
    /// The new cart could not be written; the previous cart file is unchanged.
    case writeFailed(URL, reason: String)
}

extension CartStoreError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .corrupt(let movedTo):
            "the cart file was corrupt; it was moved to \(movedTo.path); your cart is now empty"
        case .unsupportedVersion(let version, let movedTo):
            "the cart file has format version \(version), which this app cannot read (it reads version "
                + "\(CartFile.version)); it was moved to \(movedTo.path); your cart is now empty"
        case .unreadable(let file, let reason):
            "the cart file \(file.path) cannot be read and was left in place: \(reason)"
        case .directoryUnavailable(let directory, let reason):
            "the cart cannot be stored in \(directory.path): \(reason)"
        case .lockFailed(let file, let reason):
            "cannot lock the cart (\(file.path)): \(reason)"
        case .writeFailed(let file, let reason):
            "the cart could not be saved to \(file.path) (the previous cart is unchanged): \(reason)"
        }
    }
}

extension CartStoreError {
    /// The cart's words for a failure of its ``DurableFile``.
    init(_ error: DurableFileError) {
        switch error {
        case .directoryUnavailable(let directory, let reason): self = .directoryUnavailable(directory, reason: reason)
        case .lockFailed(let file, let reason): self = .lockFailed(file, reason: reason)
        case .writeFailed(let file, let reason): self = .writeFailed(file, reason: reason)
        // A read failure is moved aside (`corrupt`) where it happens; both land here only when the
        // file could not be moved and stays in place.
        case .readFailed(let file, let reason), .moveAsideFailed(let file, let reason):
            self = .unreadable(file, reason: reason)
        }
    }
}
