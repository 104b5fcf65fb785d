import Foundation

/// Where the app keeps its files (the cart): `--data-dir` when given, otherwise
/// `$XDG_DATA_HOME/vsm-shop`, otherwise `~/.local/share/vsm-shop` (the XDG base directory default).
public enum DataDirectory {
    /// The folder name under the data home.
    public static let appFolder = "vsm-shop"

    public static func resolve(option: String?, environment: [String: String]) -> URL {
        if let option, !option.isEmpty {
            return URL(fileURLWithPath: option, isDirectory: true).standardizedFileURL
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(
                appFolder, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(appFolder, isDirectory: true)
    }
}
