import APIServer
import ArgumentParser
import Foundation
import FoundationExt

/// Where the server keeps its orders: the `--database` file, kept after the server stops, or a new
/// temporary file, removed (with SQLite's `-wal`, `-shm` and `-journal` files) when the server
/// stops gracefully.
struct OrderDatabaseFile {
    let path: String
    let isTemporary: Bool

    static func given(_ path: String) -> OrderDatabaseFile {
        OrderDatabaseFile(path: path, isTemporary: false)
    }

    static func temporary() -> OrderDatabaseFile {
        let name = "api-server-orders-\(UUID().uuidString).sqlite"
        return OrderDatabaseFile(
            path: FileManager.default.temporaryDirectory.appendingPathComponent(name).path, isTemporary: true)
    }

    /// Opens the store, or fails with one line (exit 64 for a file that cannot be a database).
    func open() throws -> OrderStore {
        do {
            return try OrderStore(path: path)
        } catch {
            throw ValidationError(
                "--database: cannot open '\(String(path.prefix(200)).terminalSafeLine)' as an SQLite database")
        }
    }

    /// Closes the store and removes a temporary file.
    func close(_ store: OrderStore) {
        try? store.close()
        guard isTemporary else { return }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
