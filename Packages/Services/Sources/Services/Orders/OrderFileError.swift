import Foundation

/// Why the order book (`orders.json`) or the pending-checkout record (`pending-checkout.json`) could
/// not be used, in words a person can act on. A bad file is never overwritten: it is moved aside.
public enum OrderFileError: Error, Equatable, Sendable {
    /// The file could not be read as what it should hold; it was moved to `movedTo`.
    case corrupt(URL, movedTo: URL)
    /// The file could not be read, written, locked or moved (its reason), or its directory is unusable.
    case unavailable(URL, reason: String)
}

extension OrderFileError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .corrupt(let file, let movedTo):
            "\(file.lastPathComponent) was corrupt; it was moved to \(movedTo.path)"
        case .unavailable(let file, let reason): "cannot use \(file.path): \(reason)"
        }
    }
}

extension OrderFileError {
    init(_ error: DurableFileError) {
        switch error {
        case .directoryUnavailable(let url, let reason), .lockFailed(let url, let reason),
            .readFailed(let url, let reason), .writeFailed(let url, let reason),
            .moveAsideFailed(let url, let reason):
            self = .unavailable(url, reason: reason)
        }
    }
}

extension DurableFile {
    /// Runs `body` under the lock, with the file's errors as ``OrderFileError``; other errors pass
    /// through unchanged.
    func withOrderLock<Result>(_ body: (borrowing Locked) throws -> Result) throws -> Result {
        do {
            return try withLock(body)
        } catch let error as DurableFileError {
            throw OrderFileError(error)
        }
    }

    /// The file's value: its bytes decoded as a versioned JSON `Payload` and made into a `Value` by
    /// `transform` (nil when there is no file). A file that is unreadable, not JSON of that shape, of
    /// another version or refused by `transform` is moved aside, under the lock, and reported as
    /// ``OrderFileError/corrupt(_:movedTo:)``.
    func readVersioned<Payload: Decodable & Versioned, Value>(
        _ type: Payload.Type, from file: borrowing Locked, transform: (Payload) throws -> Value
    ) throws -> Value? {
        do {
            guard let data = try file.read() else { return nil }
            let payload = try JSONCoding.makeDecoder().decode(Payload.self, from: data)
            guard payload.version == Payload.currentVersion else {
                throw OrderFileError.unavailable(
                    fileURL, reason: "version \(payload.version) is not \(Payload.currentVersion)")
            }
            return try transform(payload)
        } catch {
            throw OrderFileError.corrupt(fileURL, movedTo: try file.moveAside(reason: "\(error)"))
        }
    }

    /// Writes `payload` as sorted JSON, under the lock held by `file`.
    func writeJSON(_ payload: some Encodable, to file: borrowing Locked) throws {
        try file.write(try JSONCoding.makeEncoder().encode(payload))
    }
}

/// A file format with a version number, checked before the rest is trusted.
protocol Versioned {
    static var currentVersion: Int { get }
    var version: Int { get }
}
