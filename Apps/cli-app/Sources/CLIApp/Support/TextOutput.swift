import Foundation
import TerminalUI

/// Somewhere text is written: stdout and stderr in the app, a buffer in tests.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// The terminal's width when this output is a terminal, `nil` otherwise (a pipe, a file, a
    /// buffer): decides colours and the width of human output.
    var terminalColumns: Int? { get }
}

/// A file descriptor as a ``TextOutput``.
public struct FileHandleOutput: TextOutput {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public static let standardOutput = FileHandleOutput(.standardOutput)
    public static let standardError = FileHandleOutput(.standardError)

    public func write(_ text: String) {
        // A closed pipe (`cli-app ... | head -1`) ends the process by SIGPIPE, as for any Unix tool.
        try? DescriptorOutput.writeAll(text, to: handle.fileDescriptor)
    }

    public var terminalColumns: Int? {
        let descriptor = handle.fileDescriptor
        guard Terminal.isTTY(descriptor) else { return nil }
        return Terminal(input: descriptor, output: descriptor).size.columns
    }
}

/// The streams commands write to. Task-local so a test can run a whole command line in-process
/// and read what it printed (see `CLIEntry.run(_:output:error:)`).
public enum StandardStreams {
    @TaskLocal public static var output: any TextOutput = FileHandleOutput.standardOutput
    @TaskLocal public static var error: any TextOutput = FileHandleOutput.standardError
}
