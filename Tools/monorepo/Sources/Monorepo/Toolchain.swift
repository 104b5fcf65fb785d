import Foundation

/// The Swift toolchain the tool runs with, as far as its caches care.
public enum Toolchain {
    /// `swift --version`'s text: a cached dump or API of another toolchain is not reused.
    public static func version(in root: String) throws(CommandError) -> String {
        String(decoding: try CommandRunner.output(["swift", "--version"], in: root), as: UTF8.self)
    }
}
