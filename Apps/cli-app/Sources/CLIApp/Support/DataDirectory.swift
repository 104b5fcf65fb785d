import Foundation

/// Where the app keeps its files (the cart): `--data-dir` when given, otherwise
/// `$XDG_DATA_HOME/vsm-shop`, otherwise `~/.local/share/vsm-shop` (the XDG base directory default).
public enum DataDirectory {
    /// The folder name under the data home.
    public static let appFolder = "vsm-shop"

    /// The environment variables ``resolve(option:environment:)`` reads.
    public static let environmentVariables = ["XDG_DATA_HOME", "HOME"]

    /// The folder's absolute path, without a trailing `/`. A path, not a `URL`: a one-shot
    /// command's first `URL` costs it about 0.4 ms, and the files in the folder are reached through
    /// paths anyway (Services' `DurableFile`).
    public static func resolve(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty {
            let absolute = option.hasPrefix("/") ? option : FileManager.default.currentDirectoryPath + "/" + option
            // `.` and `..` are resolved as `URL.standardizedFileURL` does; only the option's own text
            // can hold them (the working folder's path has none).
            let marked = "/" + option + "/"
            if marked.contains("/./") || marked.contains("/../") {
                return URL(fileURLWithPath: absolute, isDirectory: true).standardizedFileURL.path
            }
            return withoutTrailingSlashes(absolute)
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return withoutTrailingSlashes(dataHome) + "/" + appFolder
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return withoutTrailingSlashes(home) + "/.local/share/" + appFolder
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
